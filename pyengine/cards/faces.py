"""The colours of double-faced cards' back faces (rules 712.8e, 202.2e, 204.2).

A back face has no mana cost, and while it is up the permanent has only the back face's
characteristics (712.8e): its colour is its own colour indicator (202.2e, 204.2), or none.
It is *not* its front face's colour: Homicidal Brute, the back of Civilized Scholar ({2}{U}),
has a red indicator and is red (CR 903.4d's example). The card corpus keeps no colour
indicator, so :data:`BACK_FACE_COLORS` lists each back face in the index whose colour the
corpus cannot tell, checked card by card against the printed card; every other back face
is given its front face's colours plus each colour of the card's colour identity that neither
face's mana cost or rules text accounts for (903.4, 903.4d: such a colour is on the indicator).
"""

from __future__ import annotations

#: Back faces whose colour indicator is not what the corpus suggests (the front's colours, plus the
#: identity's colours no mana symbol explains), as printed. An Eldritch Moon Eldrazi back face has no
#: colour indicator: it is colourless (202.2b) whatever its front face's colour.
BACK_FACE_COLORS: dict[str, tuple[str, ...]] = {
    # a new colour replaces the front's (Innistrad-block werewolves, zombies, spirits…)
    "Avacyn, the Purifier": ("red",),
    "Cackling Culprit": ("black",),
    "Cecil, Redeemed Paladin": ("white",),
    "Homicidal Brute": ("red",),
    "Incited Rabble": ("red",),
    "Insidious Mist": ("blue",),
    "Moonrage Brute": ("red",),
    "Seafaring Werewolf": ("green",),
    "Unhallowed Cathar": ("black",),
    "Unholy Fiend": ("black",),
    "Wayward Disciple": ("black",),
    # no colour indicator: colourless Eldrazi
    "Abolisher of Bloodlines": (),
    "Conduit of Emrakul": (),
    "Dronepack Kindred": (),
    "Erupting Dreadwolf": (),
    "Extricator of Flesh": (),
    "Fibrous Entangler": (),
    "Final Iteration": (),
    "Grisly Anglerfish": (),
    "Howling Chorus": (),
    "It That Rides as One": (),
    "Sinuous Predator": (),
    "Ulvenwald Abomination": (),
    "Voracious Reader": (),
}
