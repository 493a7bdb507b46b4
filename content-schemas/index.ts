export {
  projectSchema,
  projectLinkKinds,
  sandboxPermissions,
  defaultSandbox,
  maxFeatured,
  type ProjectData,
} from './project.ts';
export { noteSchema, type NoteData } from './note.ts';
export { ownerSchema, type OwnerData } from './owner.ts';
export { resumeSchema, type ResumeData } from './resume.ts';
export type { ImageField } from './fields.ts';
