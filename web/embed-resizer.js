// The iframe embed's resizer at the address embed snippets and wikis use; the code is widget/embed-resizer.js.
export * from "./widget/embed-resizer.js";
