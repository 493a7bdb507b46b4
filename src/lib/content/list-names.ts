/** The fields that name a project in the /work list; Astro entries and plain frontmatter both have them. */
interface Named {
  data: {
    title: string;
    listTitle?: string | undefined;
    category: string;
    listCategory?: string | undefined;
  };
}

/** The name a project goes by in the /work list. */
export const listTitle = (project: Named): string => project.data.listTitle ?? project.data.title;

/** The category a project shows in the /work list. */
export const listCategory = (project: Named): string => project.data.listCategory ?? project.data.category;
