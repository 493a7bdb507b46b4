/** Up to two initials for the logo mark: "Your Name" → "YN", "Prince" → "P". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => (word ?? '').charAt(0).toUpperCase()).join('');
}

/** "1 project" / "7 projects". */
export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
