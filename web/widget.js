// The widget's address for wikis and pages that embed it (<script type="module" src=".../widget.js">):
// a root entry kept at this URL; the widget itself lives in widget/widget.js.
export * from "./widget/widget.js";
