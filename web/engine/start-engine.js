// Starts the engine worker as soon as this tiny module is loaded, before the
// page's own modules (app.js and what it imports) have all arrived: the runtime's
// download and start-up, the longest part of opening the page, begin at once.
// Pages that must not start Python until asked (the widget, embeds) leave it out.

// When the connection asks to spare data (Save-Data, or a 2g connection by the Network Information API),
// it starts nothing: the page starts the engine when its reader first wants it (issue 26).

import { CombatLab } from "./combatlab.js";
import { sparesData } from "./spare-data.js";

if (!sparesData()) CombatLab.start();
