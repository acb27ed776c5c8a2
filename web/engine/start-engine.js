// Starts the engine worker as soon as this tiny module is loaded, before the
// page's own modules (app.js and what it imports) have all arrived: the runtime's
// download and start-up, the longest part of opening the page, begin at once.
// Pages that must not start Python until asked (the widget, embeds) leave it out.

import { CombatLab } from "./combatlab.js";

CombatLab.start();
