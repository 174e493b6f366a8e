import { clean, visibleText } from './text';

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** The block a heading introduces: its section when it has one inside `root`, else the heading's parent. */
function blockOf(root: ParentNode, heading: Element): Element | null {
  const section = heading.closest('section');
  if (section && section !== heading && root.contains(section)) return section;
  return heading.parentElement;
}

/** The heading under `root` whose visible text is `title` (case and spacing aside). */
export function headingTitled(root: ParentNode | null, title: string): Element | null {
  const wanted = title.toLowerCase();
  for (const heading of root?.querySelectorAll(HEADINGS) ?? []) {
    if (visibleText(heading).toLowerCase() === wanted) return heading;
  }
  return null;
}

/** The section under `root` introduced by a heading reading `title` ("Skills and Expertise", "About"…). */
export function sectionTitled(root: ParentNode | null, title: string): Element | null {
  const heading = headingTitled(root, title);
  return root && heading ? blockOf(root, heading) : null;
}

/**
 * The section around the innermost element under `root` whose text contains `phrase`. Used where the page
 * marks a block only by its wording.
 */
export function sectionSaying(root: ParentNode | null, phrase: string): Element | null {
  if (!root) return null;
  const wanted = phrase.toLowerCase();
  const says = (element: Element) => clean(element.textContent).toLowerCase().includes(wanted);
  for (const element of root.querySelectorAll('*')) {
    if (!says(element) || [...element.children].some(says)) continue;
    const section = element.closest('section');
    return section && root.contains(section) ? section : element.parentElement;
  }
  return null;
}
