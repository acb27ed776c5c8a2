// widget.css's text, for the widget's one constructed stylesheet (widget/element.js). build.py writes the
// stylesheet's text into the line below in static/, so the styles come with the widget's modules instead
// of one more request after them (issue 26: a board answered at first paint). In web/ it is null, and the
// widget fetches widget.css, as it does wherever this line is null.
export const WIDGET_CSS = null;
