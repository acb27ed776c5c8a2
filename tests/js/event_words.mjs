// Reads {events: [...], steps: [...]} as JSON on stdin and prints, as JSON, what web/words.js (the one
// event vocabulary) makes of each: tests/test_event_words.py runs it with Node.
import { readFileSync } from "node:fs";
import * as words from "../../web/core/words.js";
import * as log from "../../web/core/log.js";
import * as widgetText from "../../web/core/widget-text.js";

const input = JSON.parse(readFileSync(0, "utf8"));
const nameOf = (id) => `Name(${id})`;
process.stdout.write(JSON.stringify({
  events: input.events.map((ev) => ({ type: ev.type, known: words.hasSentence(ev.type), text: words.describeEvent(ev, nameOf) })),
  steps: input.steps.map((name) => words.stepTitle(name, nameOf)),
  // The playground and play mode (log.js) and the widget and iframe (widget-text.js) read events through it.
  shared: {
    log: log.describeEvent === words.describeEvent && log.stepTitle === words.stepTitle,
    widget: widgetText.describeEvent === words.describeEvent && widgetText.stepTitle === words.stepTitle,
  },
}));
