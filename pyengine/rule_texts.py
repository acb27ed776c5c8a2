"""Short explanations of the rules the engine cites, in Combat Lab's own words (not the rules' text).

:mod:`pyengine.rule_notes` turns these into one table per ruleset: rule number → explanation.
Magic's three eras share what did not change; a topic (the names in each ruleset's ``rules``
table) is explained once and found under whatever number its era gives it, so that 702.22j is
banding's damage rule today and 702.21j in January 2020. Keyword rules (702.x, 502.x) are
explained from :mod:`pyengine.keywords`' summaries.
"""

from __future__ import annotations

#: Topics explained once for every Magic era, found under the number each era's ``rules`` table gives.
MAGIC_TOPICS: dict[str, str] = {
    "own-attack-trigger": "An ability that triggers whenever a creature attacks triggers when it is declared as "
                          "an attacker, not when it is put onto the battlefield attacking.",
    "attacks-alone-trigger": "A creature attacks alone if it is the only creature declared as an attacker; one put "
                             "onto the battlefield attacking later was never declared and changes nothing.",
    "own-block-trigger": "An ability that triggers whenever a creature blocks triggers once per combat as it is "
                         "declared as a blocker, however many attackers it blocks.",
    "becomes-blocked-trigger": "An ability that triggers whenever a creature becomes blocked triggers once per "
                               "combat, however many creatures block it.",
    "blocked-by-creature-trigger": "An ability that triggers whenever a creature becomes blocked by a creature "
                                   "triggers once for each creature that blocks it.",
    "blocks-creature-trigger": "An ability that triggers whenever a creature blocks a creature triggers once for "
                               "each attacking creature it blocks.",
    "own-damage-trigger": "Abilities that triggered as combat damage was dealt (or as the state-based actions "
                          "after it were performed) go on the stack before anyone can act in that step.",
    "own-dies-trigger": "An ability that triggers when a creature dies (is put into a graveyard from the "
                        "battlefield) looks back at it as it last was there, goes on the stack after the "
                        "state-based actions, and resolves though the creature is gone.",
    "token-created": "A token is a permanent no card represents; the player who creates it owns it and it enters "
                     "under that player's control, with only the characteristics the ability gives it.",
    "own-enters-trigger": "An ability that triggers whenever another creature its controller controls enters "
                          "triggers for each creature put onto the battlefield, and goes on the stack the next "
                          "time a player would receive priority.",
    "own-lifegain-trigger": "An ability that triggers whenever its controller gains life triggers once for each "
                            "life gain event: each source that causes a gain is one (two lifelinkers' damage at "
                            "once is two), and gaining 0 life is none.",
    "own-another-dies-trigger": "An ability that triggers whenever a creature (or another one) dies looks back in "
                                "time: creatures that die at once see each other die, and the ability resolves though "
                                "its own creature died too (then changing only the players' life).",
    "static-ability": "The effect of a static ability is not fixed when it starts: at every moment it applies "
                      "to whatever its text describes then, and it stops when its source leaves.",
    "counted-pt": "An ability that sets a creature's power or toughness to a number of permanents counts them at "
                  "every moment, before any other effect on its power and toughness: when the number changes, so do they.",
    "attack-defender": "A creature with defender can't be declared as an attacker.",
    "attack-battle-protector": "A battle can be attacked by the players its protector plays against, never by "
                               "its own protector; a Siege's controller may attack it.",
    "attack-taps": "Declaring a creature as an attacker taps it (unless it has vigilance); the tapping is not "
                   "a cost.",
    "blocked": "An attacker with at least one blocker declared for it is blocked for the rest of combat, even "
               "if every blocker leaves; one with none is unblocked.",
    "flying": "A creature with flying can be blocked only by creatures with flying or reach.",
    "menace": "A creature with menace can't be blocked except by two or more creatures.",
    "protection-block": "An attacker with protection from a quality can't be blocked by creatures with that "
                        "quality.",
    "landwalk": "A creature with landwalk can't be blocked while the defending player controls a land of the "
                "named type.",
    "enlist": "As an attacker is declared, its controller may tap another untapped creature that isn't "
              "attacking (and could attack) to give the attacker +X/+0 until end of turn, X that creature's "
              "power.",
    "enlist-itself": "A creature can't enlist itself, and each creature can be enlisted by one attacker only.",
    "ninjutsu": "Ninjutsu: return an unblocked attacker you control to its owner's hand to put this card from "
                "your hand onto the battlefield tapped and attacking.",
    "ninjutsu-enters": "A creature put onto the battlefield by ninjutsu is unblocked and attacks what the "
                       "returned creature attacked; it was never declared as an attacker.",
    "enters-attacking": "A creature put onto the battlefield attacking attacks what its controller chooses (unless "
                        "the effect says); never declared, it never \"attacked\" for triggers.",
    "enters-not-attacking": "A creature put onto the battlefield attacking a player who has left the game "
                            "enters, but isn't attacking.",
    "fear": "A creature with fear can be blocked only by artifact creatures and black creatures.",
    "intimidate": "A creature with intimidate can be blocked only by artifact creatures and creatures that "
                  "share a color with it.",
    "shadow": "A creature with shadow can be blocked only by creatures with shadow, and can block only "
              "creatures with shadow.",
    "horsemanship": "A creature with horsemanship can be blocked only by creatures with horsemanship.",
    "skulk": "A creature with skulk can't be blocked by creatures with greater power.",
    "battalion": "An ability word (like battalion) has no rules meaning of its own: the ability after it says "
                 "what happens.",
    "band-blocked": "When one creature of a band becomes blocked, every creature in that band is blocked by "
                    "the same blocker.",
    "band-divides-attacker": "If an attacker is blocked by a creature with banding, the defending player, not "
                             "the attacker's controller, divides the attacker's combat damage.",
    "band-divides-blocker": "If a blocker blocks a creature with banding, the attacking player, not the "
                            "blocker's controller, divides the blocker's combat damage.",
    "first-strike": "If any attacker or blocker has first strike or double strike, there is a first combat "
                    "damage step in which only those creatures deal damage, then a regular one.",
    "double-strike": "A creature with double strike deals combat damage in both the first-strike step and the "
                     "regular step.",
    "trample": "An attacker with trample must assign lethal damage to its blockers first; the rest may go to "
               "what it is attacking.",
    "trample-over-planeswalkers": "Trample over planeswalkers: once an attacked planeswalker has lethal "
                                  "damage (its loyalty), the rest may go on to its controller.",
    "trample-no-blockers": "A blocked creature with trample whose blockers have all left assigns all its "
                           "damage to what it is attacking.",
    "trample-planeswalker-left": "A creature with trample over planeswalkers whose planeswalker was removed "
                                 "from combat may assign its damage to the defending player.",
    "trample-attacking-planeswalker": "A creature attacking a planeswalker (without trample over planeswalkers) "
                                      "can't assign combat damage to that planeswalker's controller.",
    "deathtouch-lethal": "Any nonzero damage from a source with deathtouch counts as lethal damage when "
                         "damage is divided.",
    "deathtouch-trigger": "A creature dealt damage by a source with deathtouch is destroyed.",
    "attack-target-left": "An attacker whose planeswalker or battle was removed from combat keeps attacking, "
                          "but attacks nothing: it can still be blocked, and deals no combat damage unblocked.",
    "noncombat-damage": "Any object can deal damage; damage from an ability or spell is not combat damage.",
    "damage-to-player": "Damage dealt to a player makes that player lose that much life.",
    "infect-to-player": "Damage dealt to a player by a source with infect gives that player poison counters "
                        "instead of making them lose life.",
    "damage-to-planeswalker": "Damage dealt to a planeswalker removes that many loyalty counters from it.",
    "counters-to-creature": "Damage dealt to a creature by a source with wither or infect puts that many "
                            "-1/-1 counters on it instead of marking damage.",
    "damage-to-creature": "Damage dealt to a creature is marked on it until the turn ends.",
    "lifelink": "Damage dealt by a source with lifelink also makes its controller gain that much life, at the "
                "same time.",
    "toxic": "Combat damage dealt to a player by a creature with toxic also gives that player that many poison "
             "counters.",
    "damage-to-battle": "Damage dealt to a battle removes that many defense counters from it.",
    "prevention-shield": "A prevention shield stops the next N damage that would be dealt to what it protects, "
                         "and is used up as it does.",
    "protection-damage": "Damage from a source with the quality a permanent or player has protection from is "
                         "prevented.",
    "siege-defeated": "When a Siege loses its last defense counter, its own ability exiles it (and its "
                      "controller may cast it transformed).",
    "fizzles": "An ability whose targets are all illegal when it resolves does nothing.",
    "trigger-target": "A triggered ability that needs a target and has none legal is removed from the stack.",
    "trigger-order": "Abilities that trigger at the same time go on the stack in turn order, the active "
                     "player's first, so the other players' resolve first.",
    "until-end-of-turn": "An effect that says \"until end of turn\" lasts until the turn's cleanup step.",
    "umbra-armor": "Umbra armor: if the enchanted creature would be destroyed, instead remove all damage from "
                   "it and destroy the Aura.",
    "shield-counter": "A shield counter: if the permanent would be dealt damage or destroyed, remove the "
                      "counter instead.",
    "prevention": "A prevention effect watches for damage and stops it as it would be dealt.",
    "counters-put": "A +1/+1 counter on a creature adds one to its power and toughness; a -1/-1 counter takes "
                    "one from each. Counters stay after the turn ends.",
    "life-change": "An effect that makes a player gain or lose life changes their life total by that much; "
                   "losing life is not damage.",
    "attack-multiple": "In a game with more than two players, the active player may attack several "
                       "opponents (and their planeswalkers and battles) at once.",
    "attack-left": "Attack left: a player may attack only the nearest opponent on their left.",
    "attack-right": "Attack right: a player may attack only the nearest opponent on their right.",
    "block-defending-player": "A defending player blocks only with their own creatures, and only creatures "
                              "attacking them, their planeswalkers or their battles.",
    "block-defending-team": "In Two-Headed Giant, each creature of the defending team may block any creature "
                            "attacking that team.",
    "defending-player-of-attacker": "With several defending players, each attacker's defending player is the "
                                    "one it attacks (or who controls or protects what it attacks).",
    "player-leaves": "A player who loses leaves the game; the others go on playing.",
    "leaves-game": "When a player leaves the game, everything they own leaves with them and control effects "
                   "that gave them anything end.",
    "left-player-damage": "Combat damage that would be assigned to a player who has left the game isn't "
                          "assigned.",
    "team-loses": "In Two-Headed Giant the whole team wins or loses together.",
    "sba-team-life": "In Two-Headed Giant, a team with 0 or less life loses the game.",
    "sba-team-poison": "In Two-Headed Giant, a team with fifteen or more poison counters loses the game.",
    "sba-commander": "A player dealt 21 or more combat damage by the same commander over the game loses.",
    "commander-damage": "Over a game, 21 combat damage from one single commander makes a player lose.",
    "team-attacks": "In Two-Headed Giant the active team attacks as one, and each attacker attacks one "
                    "defending player, planeswalker or battle.",
    "damage-order": "Right after blockers are declared, the attacking player puts each blocked attacker's "
                    "blockers in a damage assignment order.",
    "damage-order-blocker": "Right after blockers are declared, the defending player puts the attackers each "
                            "blocker blocks in a damage assignment order.",
}

#: Keywords' own subrules that the engine cites, by letter (found under each era's number for the keyword).
KEYWORD_SUBRULES: dict[str, dict[str, str]] = {
    "banding": {"c": "Declaring a band: creatures with banding, and at most one without, attack together as one "
                     "band, all attacking the same player, planeswalker or battle.",
                "d": "Every creature of an attacking band attacks the same player, planeswalker or battle: a band "
                     "can't be split between two players."},
}

#: The current Comprehensive Rules (and, where the number means the same, January 2020's), by number.
MAGIC_NUMBERS: dict[str, str] = {
    "102.2": "With two players, each one's opponent is simply the other.",
    "103.4": "Each player starts the game at 20 life; some variants start elsewhere (Commander 40, "
             "Two-Headed Giant's teams 30).",
    "104.2a": "Once all of a player's opponents are out of the game, that player has won.",
    "104.4a": "If every player would lose at the same time, the game is a draw.",
    "104.4b": "A loop of mandatory actions that no player can stop makes the game a draw.",
    "111.3": "A token has exactly the characteristics the spell or ability that creates it gives it, and no others.",
    "111.4": "A token the ability does not name is named for its subtypes, followed by the word Token.",
    "205.3m": "The creature types, the subtypes a creature (or a creature token) may have.",
    "104.5": "A player who loses leaves the game; with more players, the others play on.",
    "110.1": "Anything on the battlefield, card or token, is a permanent.",
    "120.1": "Objects can deal damage to creatures, planeswalkers, battles and players.",
    "120.2": "Any object can deal damage.",
    "120.9": "An ability that triggers on damage dealt by a source and refers to \"that much\" damage counts only "
             "the damage that source dealt in that event.",
    "122.1c": "A shield counter: if the permanent would be dealt damage or destroyed, remove the counter "
              "instead.",
    "207.2c": "An ability word (like battalion) has no rules meaning of its own: the ability after it says "
              "what happens.",
    "302.6": "A creature needs haste to attack unless its controller has controlled it since the start of "
             "their turn (\"summoning sickness\").",
    "310.8b": "A battle can be attacked by the players its protector plays against, never by its own "
              "protector; a Siege's controller may attack it.",
    "310.4c": "A battle's defense is the number of defense counters on it.",
    "310.10": "A battle not being attacked whose protector can't protect it (only an opponent of a Siege's "
              "controller can) gets a new protector its controller chooses.",
    "400.7": "A card that moves to another zone is treated as a brand-new object that remembers nothing of "
             "where it was (with a few exceptions).",
    "506.4": "Leaving the battlefield, changing controller, phasing out or an effect takes a permanent out "
             "of combat; it then deals and is dealt no combat damage.",
    "506.4c": "An attacker whose planeswalker or battle was removed from combat keeps attacking, but attacks "
              "nothing: it can still be blocked, and deals no combat damage unblocked.",
    "508.1a": "The active player declares attackers: untapped creatures they control, each with haste or "
              "under their control since the turn began.",
    "508.1b": "Each attacker attacks one defending player, or one of their planeswalkers, or a battle they "
              "protect.",
    "508.1c": "Restrictions on attacking (\"can't attack\", \"can't attack unless …\") must all be obeyed.",
    "508.1d": "Requirements on attacking (\"attacks each combat if able\") must be obeyed as far as possible "
              "without breaking a restriction.",
    "508.1f": "Declaring a creature as an attacker taps it (unless it has vigilance); the tapping is not a "
              "cost.",
    "508.4a": "A creature put onto the battlefield attacking a player who has left the game enters, but "
              "isn't attacking.",
    "509.1a": "The defending player declares blockers: untapped creatures they control, each blocking one "
              "attacker (more only if an ability allows it).",
    "509.1b": "Restrictions on blocking (\"can't block\", \"can't be blocked except by …\", evasion) must all "
              "be obeyed.",
    "509.1c": "Requirements on blocking (\"must block\", \"must be blocked if able\", lure) must be obeyed as "
              "far as possible without breaking a restriction.",
    "509.1h": "An attacker with at least one blocker declared for it is blocked for the rest of combat, even "
              "if every blocker leaves; one with none is unblocked.",
    "509.2": "Right after blockers are declared, the attacking player puts each blocked attacker's blockers "
             "in a damage assignment order.",
    "509.3": "Right after blockers are declared, the defending player puts the attackers each blocker blocks "
             "in a damage assignment order.",
    "510.1a": "Each creature assigns combat damage equal to its power (or its toughness, if an ability says "
              "so); 0 or less assigns none.",
    "510.1b": "An unblocked creature assigns its damage to the player, planeswalker or battle it attacks; if "
              "that has left combat, it assigns none.",
    "510.1c": "A blocked creature divides its damage among its blockers as its controller chooses; with no "
              "blocker left it assigns none.",
    "510.1d": "A blocking creature divides its damage among the attackers it blocks as its controller "
              "chooses.",
    "510.1e": "The whole division is checked at once: it must be legal when every creature's damage has been "
              "assigned.",
    "510.2": "All combat damage is dealt at the same time, right after it is assigned; no one can act in "
             "between.",
    "510.4": "If a combatant has first strike or double strike, a first damage step happens for those "
             "creatures only, then a regular step for the others and for double strikers.",
    "600.4": "A player who leaves a multiplayer game takes their cards with them.",
    "603.3b": "Abilities that trigger at the same time go on the stack in turn order, the active player's "
              "first, so the other players' resolve first.",
    "603.3d": "A triggered ability that needs a target and has none legal is removed from the stack.",
    "115.1d": "A triggered ability that says \"target [something]\" chooses its target as it is put on the stack.",
    "115.4": "An ability that deals damage to \"any target\" may target a creature, player, planeswalker or battle.",
    "702.11b": "Hexproof: the permanent can't be the target of spells or abilities its controller's opponents control.",
    "702.16b": "A permanent with protection can't be the target of abilities from a source with that quality.",
    "702.21": "Ward: a triggered ability that counters an opponent's spell or ability targeting the permanent "
              "unless that player pays the ward cost.",
    "702.21a": "Ward [cost]: whenever the permanent becomes the target of a spell or ability an opponent controls, "
               "counter it unless that player pays the cost; the ward trigger resolves first.",
    "119.4": "A player may pay life only if their life total is at least the payment; paying life is losing it.",
    "604.3": "A characteristic-defining ability says what the card's power and toughness, types or colors are "
             "(a power of * that counts creatures, changeling), and it works in every zone.",
    "702.16a": "Protection is from a quality: a color, a card type, a subtype such as a creature type, or another "
               "characteristic; a creature type reaches the permanents of that subtype.",
    "208.1": "Only a creature has power and toughness, printed in the lower right corner of its card.",
    "608.2b": "An ability whose targets are all illegal when it resolves does nothing.",
    "608.2h": "An effect that needs information from the game (\"for each other attacking creature\") reads it once, "
              "as it is applied: as the ability resolves.",
    "603.2": "A triggered ability triggers each time its trigger event happens, and is put on the stack the "
             "next time a player would receive priority.",
    "603.2c": "An ability triggers once each time its event happens: the damage dealt at once is one event, so a "
              "creature dealt damage by two blockers is dealt damage once; more only if the event holds several "
              "occurrences (two creatures dealt damage).",
    "611.2a": "An effect that says \"until end of turn\" lasts until the turn's cleanup step.",
    "105.1": "Magic has five colors: white, blue, black, red and green.",
    "105.2c": "A colorless object has no color: it is none of the five, so it is \"nonblack\" too.",
    "205.4a": "An object may have supertypes, printed before its card types: basic, legendary, snow and world "
              "(and ongoing, a scheme's).",
    "205.2a": "The card types include artifact, creature, enchantment, land and planeswalker; a permanent can "
              "have more than one (an artifact creature, a land creature).",
    "615.1": "A prevention effect watches for damage and stops it as it would be dealt.",
    "615.7": "A prevention shield stops the next N damage that would be dealt to what it protects, and is "
             "used up as it does.",
    "701": "Keyword actions: the rules for words such as destroy, sacrifice and regenerate.",
    "701.19a": "Regenerate: the next time the permanent would be destroyed this turn, instead tap it, remove "
               "all damage from it and remove it from combat.",
    "704.5a": "A player with 0 or less life loses the game (a state-based action).",
    "704.5c": "A player with ten or more poison counters loses the game.",
    "704.5f": "A creature with toughness 0 or less is put into its owner's graveyard; regeneration can't "
              "save it.",
    "704.5g": "A creature with damage marked on it at least equal to its toughness has lethal damage and is "
              "destroyed.",
    "704.5h": "A creature dealt damage by a source with deathtouch since the last check is destroyed.",
    "704.5i": "A planeswalker with no loyalty counters is put into its owner's graveyard.",
    "704.5q": "A permanent with both +1/+1 and -1/-1 counters loses pairs of them until it has only one "
              "kind.",
    "704.5v": "A battle with no defense counters is put into its owner's graveyard (a Siege's own trigger "
              "exiles it first).",
    "704.5w": "A battle with no protector in the game, and no creature attacking it, gets one its controller "
              "chooses (or goes to the graveyard if no player can be chosen).",
    "704.5x": "A Siege whose controller is also its protector gets a new protector: an opponent its controller "
              "chooses.",
    "704.6a": "In Two-Headed Giant, a team with 0 or less life loses the game.",
    "704.6b": "In Two-Headed Giant, a team with fifteen or more poison counters loses the game.",
    "704.6c": "In Commander, a player dealt 21 or more combat damage by the same commander loses the game.",
    "800.4a": "When a player leaves the game, everything they own leaves with them, and effects that gave "
              "them control of anything end.",
    "800.4e": "Combat damage that would be assigned to a player who has left the game isn't assigned.",
    "802.2a": "With several defending players, each attacker's defending player is the one it attacks (or "
              "who controls or protects what it attacks).",
    "802.3": "The active player may attack several opponents at once (the attack multiple players option).",
    "802.4a": "A defending player blocks only with their own creatures, and only creatures attacking them, "
              "their planeswalkers or their battles.",
    "803.1a": "Attack left: a player may attack only the nearest opponent on their left.",
    "803.1b": "Attack right: a player may attack only the nearest opponent on their right.",
    "805.10a": "In a team game with shared turns, the active team attacks the other team as a group.",
    "805.10b": "In Two-Headed Giant the active team attacks as one, and each attacker attacks one defending "
               "player, planeswalker or battle.",
    "805.10d": "In Two-Headed Giant, each creature of the defending team may block any creature attacking "
               "that team.",
    "810": "Two-Headed Giant: two teams of two players, each team sharing a life total and taking its turns "
           "together.",
    "810.1": "Two-Headed Giant is played by two teams of two players.",
    "810.4": "Each Two-Headed Giant team shares one life total, starting at 30.",
    "810.8a": "In Two-Headed Giant the whole team wins or loses together.",
    "810.10": "In Two-Headed Giant, damage, life loss and life gain of a player happen to their team's "
              "shared life total.",
    "903": "Commander: each deck is led by a commander; players start at 40 life.",
    "903.3": "Each Commander deck has a legendary creature (or a card that says it can be) as its commander.",
    "903.10a": "Over a game, 21 combat damage from one single commander makes a player lose.",
}

#: January 2020 (text of May 2019): where a number means something else than today.
MAGIC_2020_NUMBERS: dict[str, str] = {
    "119": "Damage: objects deal damage to creatures, planeswalkers and players; an ability that triggers on damage "
           "and says \"that much\" means the damage of the event that triggered it.",
    "119.2": "Any object can deal damage; damage from an ability or spell is not combat damage.",
    "119.3a": "Damage dealt to a player makes that player lose that much life.",
    "119.3b": "Damage dealt to a player by a source with infect gives that player poison counters instead.",
    "119.3c": "Damage dealt to a planeswalker removes that many loyalty counters from it.",
    "119.3d": "Damage dealt to a creature by a source with wither or infect puts that many -1/-1 counters on "
              "it instead of marking damage.",
    "119.3e": "Damage dealt to a creature is marked on it until the turn ends.",
    "119.3f": "Damage dealt by a source with lifelink also makes its controller gain that much life, at the "
              "same time.",
    "510.1c": "A blocked creature divides its damage among its blockers, but may put damage on a blocker only "
              "if every blocker before it in the damage assignment order is assigned lethal damage.",
    "510.1d": "A blocking creature divides its damage among the attackers it blocks, in their damage "
              "assignment order: lethal to each one before any goes to the next.",
    "701": "Keyword actions: the rules for words such as destroy, sacrifice and regenerate (regenerate is "
           "among them).",
    "702.19c": "A blocked creature with trample whose blockers have all left assigns all its damage to what it "
               "is attacking.",
    "702.19d": "A creature with trample attacking a planeswalker can't assign combat damage to that "
               "planeswalker's controller.",
}

#: The classic rules (1999–2009), numbered as in the Comprehensive Rules of 2003–2008.
CLASSIC_NUMBERS: dict[str, str] = {
    "308": "Declare attackers step: attackers are declared, then abilities that triggered on the declaration "
           "are put on the stack and players may act.",
    "309": "Declare blockers step: blockers are declared, then abilities that triggered on blocks and on "
           "creatures becoming blocked are put on the stack and players may act.",
    "310": "Combat damage step: combat damage is assigned and put on the stack; abilities that trigger on it "
           "go on the stack after the damage is dealt.",
    "410": "Triggered abilities: one that triggers waits until a player would next get priority, then goes on "
           "the stack with its targets chosen (none legal: it is removed); a life-gain trigger fires per gain, a "
           "damage trigger per damage event.",
    "410.10a": "Comes-into-play abilities trigger when a permanent comes into play; such an ability goes on the "
               "stack the next time a player would receive priority, after state-based effects.",
    "410.10c": "Leaves-play abilities trigger when a permanent leaves play, such as one put into a graveyard from "
               "play; they look back in time (410.10d) and go on the stack the next time a player would receive "
               "priority, after state-based effects.",
    "418": "Continuous effects: one from a static ability applies whenever its source is in play, to whatever "
           "its text describes at that moment.",
    "102.2": "A player who loses ends the game (in a two-player game, the other player wins).",
    "102.5": "If every player would lose at the same time, the game is a draw.",
    "103.4": "Each player starts the game at 20 life.",
    "122.1c": "A shield counter: if the permanent would be dealt damage or destroyed, remove the counter "
              "instead (shield counters came in 2022).",
    "119.3": "An effect that makes a player gain or lose life changes their life total by that much; losing "
             "life is not damage (numbered as in today's rules: the 2003–2008 number was not confirmed).",
    "122.1a": "A +1/+1 counter on a creature adds one to its power and toughness; a -1/-1 counter takes one from "
              "each (numbered as in today's rules: the 2003–2008 number was not confirmed).",
    "205.4a": "A card may have supertypes, printed before its card types: basic, legendary, snow and world.",
    "212.3d": "A creature can't attack unless its controller has controlled it since their most recent turn "
              "began (\"summoning sickness\"), unless it has haste.",
    "215.2": "Damage dealt to a player makes that player lose that much life.",
    "306.4": "A creature removed from combat stops attacking or blocking; it deals and is dealt no combat "
             "damage.",
    "308.2": "Declaring attackers: the active player chooses which untapped creatures attack, and taps them.",
    "309.2": "Declaring blockers: the defending player chooses which untapped creatures block, obeying every "
             "restriction and as many requirements as possible; an attacker with a blocker is blocked.",
    "310.1": "Each creature assigns its combat damage, and all of it goes on the stack as one object; players "
             "may then act before it resolves.",
    "310.2a": "Each creature assigns combat damage equal to its power.",
    "310.2b": "An unblocked creature assigns its damage to the player or planeswalker it attacks.",
    "310.2c": "A blocked creature divides its damage among its blockers as its controller chooses (no "
              "damage assignment order).",
    "310.2d": "A blocking creature divides its damage among the attackers it blocks as its controller "
              "chooses.",
    "310.4": "When the combat damage on the stack resolves, it is all dealt at once, exactly as assigned, "
             "even by a creature that has since left play.",
    "310.4c": "Combat damage assigned to a creature that has left play isn't dealt.",
    "413.2a": "An ability whose targets are all illegal when it resolves is countered (it does nothing).",
    "418.3": "An effect that lasts \"until end of turn\" ends in the cleanup step.",
    "419.6b": "Regenerate: the next time the creature would be destroyed this turn, instead tap it, remove "
              "all damage from it and remove it from combat.",
    "419.7": "A prevention shield stops the next N damage that would be dealt to what it protects.",
    "420.5": "State-based effects: a player at 0 or less life or with ten poison counters loses; a creature "
             "with 0 toughness or lethal damage, or a planeswalker with no loyalty, goes to the graveyard.",
    "502": "Keyword abilities: the section of the rules that defines flying, trample and the other keywords.",
    "502.2b": "If a combatant has first strike or double strike, a first damage step happens for them; in the "
              "second, the creatures that dealt no damage in the first deal theirs, and double strikers again.",
    "502.3": "Flanking: a creature without flanking that blocks this creature gets -1/-1.",
    "502.4b": "A creature with flying can be blocked only by creatures with flying (or reach).",
    "502.6": "Landwalk: the creature can't be blocked while the defending player controls a land of that "
             "type.",
    "502.7": "Protection from a quality: damage from sources with it is prevented, and creatures with it "
             "can't block this creature.",
    "502.8b": "A creature with shadow can be blocked only by creatures with shadow, and blocks only creatures "
              "with shadow.",
    "502.9b": "An attacker with trample must assign lethal damage to all its blockers first; the rest may go "
              "to the player or planeswalker it attacks.",
    "502.9c": "A blocked creature with trample whose blockers have all left assigns all its damage to what it "
              "attacks.",
    "502.10e": "When one creature of a band becomes blocked, every creature in that band is blocked by the "
               "same blocker.",
    "502.10h": "With banding in a fight, the other side's player, not the creature's controller, divides its "
               "combat damage.",
    "502.22": "A creature with defender can't attack.",
    "502.28": "Double strike: the creature deals combat damage in both the first-strike step and the regular "
              "step.",
    "502.63": "Deathtouch (until 2009 a triggered ability): whenever this deals damage to a creature, destroy "
              "that creature.",
    "502.68": "Lifelink (until 2009 a triggered ability): whenever this deals damage, its controller gains "
              "that much life.",
    "600.4": "A player who leaves a multiplayer game takes their cards with them.",
    "600.4a": "When a player leaves the game, everything they own leaves too, and damage that would be dealt "
              "to them isn't.",
    "602": "Attacking multiple players: the active player may attack several opponents at once, and each "
           "defending player blocks only creatures attacking them.",
    "604": "Attack left / attack right: a player may attack only the opponent next to them on that side.",
    "G4.1": "Damage (glossary): any object can deal damage; damage to a player is life loss.",
    "G4.1c": "Damage dealt to a planeswalker removes that many loyalty counters from it.",
    "G4.1d": "Damage dealt to a creature is marked on it and removed in the cleanup step.",
}

#: Riftbound Core Rules (2025-10), by number.
RIFTBOUND_NUMBERS: dict[str, str] = {
    "103.4": "Two or more players.",
    "322.1": "A cleanup first checks whether a player has reached the Victory Score and so wins.",
    "322.2": "In a cleanup, each unit whose marked damage is at least its Might is killed.",
    "322.4": "A battlefield with no units and no contest becomes uncontrolled.",
    "404.1.b": "Damage dealt to a unit is marked on it.",
    "410": "Stun: a stunned unit's Might doesn't count in combat.",
    "410.1.b": "A stunned unit adds no Might to its side in combat, but still needs its full Might in damage "
               "to die.",
    "434": "Combat: the units of two players at one battlefield fight.",
    "438.1.a.1": "The player who contested the battlefield is the attacker.",
    "438.1.a.3": "Every unit of the attacking player at the battlefield is an attacker.",
    "438.1.a.4": "Every unit of the defending player at the battlefield is a defender.",
    "439.1.a": "The combat damage step happens only if both sides still have units at the battlefield.",
    "439.1.b": "The attacking side's damage is the sum of its units' Might.",
    "439.1.c": "The defending side's damage is the sum of its units' Might.",
    "439.1.d": "Each side assigns its damage among the other side's units, the attacker first.",
    "439.1.d.3": "A unit must be assigned lethal damage before any damage goes to another unit.",
    "439.1.d.4": "No unit gets more than lethal unless no other unit is left to take damage: the surplus "
                 "lands on the last.",
    "439.1.d.5": "Requirements on assignment, such as Tank (assigned lethal first), are obeyed where "
                 "possible.",
    "439.1.d.9": "A unit that can't be dealt damage has no lethal amount and is passed over.",
    "439.1.e": "All assigned combat damage is dealt at the same time.",
    "440.1.a.1": "After combat, damage is cleared from every unit.",
    "440.1.a.2": "If defenders remain, the attackers are recalled to their base.",
    "440.2": "If one player's units remain at the battlefield, that player establishes control of it.",
    "442.1": "Taking control of a battlefield you had not scored this turn is a Conquer: 1 point.",
    "444.1": "Points are scored by conquering and holding battlefields.",
    "444.1.b.2": "The final point toward victory has extra conditions before it can be scored by conquering.",
    "445": "The first player to reach the Victory Score wins the game.",
    "721": "Accelerate: a unit may be paid extra to enter ready; it does nothing on the board.",
    "723": "Assault: a unit gets more Might while it is an attacker.",
    "723.1.c": "Assault X: the unit has +X Might while it is an attacker; several instances add up.",
    "724": "Deathknell: an ability that triggers when the unit dies.",
    "724.1.c": "A Deathknell ability triggers when its unit is killed.",
    "725": "Deflect X: opponents' spells and abilities that choose the permanent cost X more Power.",
    "726": "Ganking: a unit may move from one battlefield to another.",
    "730": "Shield: a unit gets more Might while it is a defender.",
    "730.1.c": "Shield X: the unit has +X Might while it is a defender; several instances add up.",
    "731": "Tank: the unit must be assigned lethal damage before the other units of its side.",
    "732": "Temporary: the permanent is killed at the start of its controller's Beginning Phase.",
}

#: Puzzle Quest: the community wiki's sections (the game publishes no numbered rules).
PUZZLE_QUEST_NUMBERS: dict[str, str] = {
    "PQ Combat Basics: Overview": "Attacks and blocks happen automatically; a blocked pair trade damage, an "
                                  "unblocked attacker hits the opposing planeswalker, and damage stays on a "
                                  "creature.",
    "PQ Combat Basics: Creature slots": "Each side has three creature slots; creatures attack and block in slot "
                                        "order.",
    "PQ Combat Basics: Attacking": "Every creature of the active player attacks in slot order, except one that "
                                   "is new without haste, disabled, can't attack or has 0 power.",
    "PQ Combat Basics: Blocking": "Each attack is blocked by the first creature in slot order that can block "
                                  "it (defender, reach or vigilance, and flying rules): one blocker each.",
    "PQ Combat Basics: Trample": "Damage past the blocker's remaining toughness goes on to the planeswalker.",
    "PQ Combat Basics: First Strike": "A first striker deals its damage first; the other creature hits back "
                                      "only if it survives.",
    "PQ Combat Basics: Double Strike": "A double striker hits with first strike and then again; trample "
                                       "applies to both hits.",
    "PQ Abilities: Berserker": "A berserker attacks the first enemy creature it can instead of the "
                               "planeswalker.",
    "PQ Abilities: Deathtouch": "Combat damage from a deathtouch creature destroys the creature it hits.",
    "PQ Abilities: Lifelink": "Damage from a lifelink creature also gains its controller that much life.",
    "PQ Abilities: Indestructible": "An indestructible creature isn't destroyed by damage.",
}
