// wiki-demo.html's one module: the widget (widget.js, as any page loads it), and this site's service
// worker, for offline use of the demo (engine/sw-register.js). One entry, so that build.py bundles them
// together (issue 26) and both share one engine (two bundles would each hold a CombatLab of their own).

import "./widget.js";
import "../engine/sw-register.js";
