/**
 * Texts a person sees (text nodes, labels, placeholders, titles) that still contain Latin words
 * other than the allowed ones (data of the fakes, abbreviations such as ID).
 */
const attributes = ['aria-label', 'placeholder', 'title'];

export function latinTexts(allowedWords: readonly string[], root: HTMLElement = document.body): string[] {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script,style')) continue;
    texts.add(node.textContent ?? '');
  }
  root.querySelectorAll('*').forEach((el) => attributes.forEach((a) => el.getAttribute(a) && texts.add(el.getAttribute(a)!)));
  const allowed = new Set(allowedWords);
  return [...texts].map((t) => t.trim()).filter((t) => (t.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !allowed.has(word)));
}
