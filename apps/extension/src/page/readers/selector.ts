/** CSS selectors the panel can hand back to find a field again (to fill it, or to show where it is). */

/** `#id` when the id is a plain identifier, else an attribute selector (jsdom has no `CSS.escape`). */
export function idSelector(id: string): string {
  return /^[A-Za-z_][\w-]*$/.test(id) ? `#${id}` : `[id="${id.replace(/["\\]/g, '\\$&')}"]`;
}

/** The element's position among its siblings of the same tag, as `:nth-of-type` counts it. */
export function nthOfType(element: Element): number {
  let position = 1;
  for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.localName === element.localName) position += 1;
  }
  return position;
}

const findsOnly = (doc: Document, selector: string, element: Element): boolean => {
  try {
    const found = doc.querySelectorAll(selector);
    return found.length === 1 && found[0] === element;
  } catch {
    return false;
  }
};

/** A path of `tag:nth-of-type(n)` steps from the nearest ancestor with a unique id (or the root). */
function structuralPath(doc: Document, element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.id && findsOnly(doc, idSelector(node.id), node)) {
      steps.unshift(idSelector(node.id));
      break;
    }
    steps.unshift(node.parentElement ? `${node.localName}:nth-of-type(${nthOfType(node)})` : node.localName);
  }
  return steps.join(' > ');
}

/**
 * The first of the readable `candidates` that finds exactly this element, else its id, else a structural
 * path — so the selector still works when the page shows two fields that look alike.
 */
export function uniqueSelector(element: Element, candidates: readonly string[] = []): string {
  const doc = element.ownerDocument;
  const withId = element.id ? [idSelector(element.id)] : [];
  for (const candidate of [...candidates, ...withId]) {
    if (findsOnly(doc, candidate, element)) return candidate;
  }
  return structuralPath(doc, element);
}
