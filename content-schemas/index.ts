export {
  projectSchema,
  projectLinkKinds,
  sandboxPermissions,
  defaultSandbox,
  type ProjectData,
} from './project.ts';
export { ownerSchema, type OwnerData } from './owner.ts';
export type { ImageField } from './fields.ts';
