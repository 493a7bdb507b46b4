/** Where the resume is served, under the base. The file itself is named in owner.md. */
export const resumePath = '/resume.pdf';
