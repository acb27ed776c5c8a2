// Whether boards animate: the reader's "Animate the board" setting, kept in this browser (localStorage
// "combatlab-animate": "on" or "off"; on until turned off), and never under prefers-reduced-motion (the
// system's word wins over the stored one). The playground's canvas, play mode's boards and the widgets
// (element and iframe) read the same setting, so turning it off anywhere on the site turns it off on
// every board of the site; a change in one tab reaches the others (the storage event).
//
//   animationOn()            true when boards animate now
//   animationSetting()       {on, stored, reduced}: the stored choice and whether the system asks for less motion
//   setAnimation(on)         store the reader's choice (and tell this page's listeners)
//   onAnimationChange(cb)    cb(animationOn()) whenever the choice or the system's preference changes; returns an unsubscribe

export const ANIMATION_KEY = "combatlab-animate";
const CHANGED = "combat-lab:animation";

const reducedQuery = typeof window !== "undefined" && window.matchMedia
  ? window.matchMedia("(prefers-reduced-motion: reduce)")
  : { matches: false, addEventListener() {}, removeEventListener() {} };

let memory = null; // the reader's choice on this page, for when storage is refused (a sandboxed frame, a privacy setting)

function stored() {
  try {
    const value = window.localStorage.getItem(ANIMATION_KEY);
    if (value !== null) return value !== "off";
  } catch {
    // storage refused: this page's own choice, else the default
  }
  return memory === null ? true : memory;
}

export function animationSetting() {
  return { on: stored() && !reducedQuery.matches, stored: stored(), reduced: Boolean(reducedQuery.matches) };
}

export function animationOn() {
  return animationSetting().on;
}

export function setAnimation(on) {
  memory = Boolean(on);
  try {
    window.localStorage.setItem(ANIMATION_KEY, on ? "on" : "off");
  } catch {
    // Not kept (storage refused): it still applies to this page until it is left.
  }
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: { on: animationOn() } }));
}

export function onAnimationChange(callback) {
  const tell = () => callback(animationOn());
  const onStorage = (event) => {
    if (event.key === ANIMATION_KEY || event.key === null) tell();
  };
  window.addEventListener(CHANGED, tell);
  window.addEventListener("storage", onStorage);
  reducedQuery.addEventListener("change", tell);
  return () => {
    window.removeEventListener(CHANGED, tell);
    window.removeEventListener("storage", onStorage);
    reducedQuery.removeEventListener("change", tell);
  };
}

/**
 * An "Animate the board" checkbox (an <input type="checkbox">) bound to the setting: checked while boards
 * animate; under prefers-reduced-motion unchecked and disabled, its `note` (an element, optional) saying why.
 */
export function bindAnimationToggle(checkbox, note = null) {
  const show = () => {
    const { on, reduced } = animationSetting();
    checkbox.checked = on;
    checkbox.disabled = reduced;
    if (note) {
      note.hidden = !reduced;
      note.textContent = reduced ? "Off: your system asks for reduced motion." : "";
    }
  };
  checkbox.addEventListener("change", () => setAnimation(checkbox.checked));
  onAnimationChange(show);
  show();
}
