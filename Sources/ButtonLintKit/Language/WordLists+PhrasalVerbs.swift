extension WordLists {
    /// Verb + particle pairs whose particle title case capitalizes ("Sign In", "Set Up Face ID").
    ///
    /// Only particles that would otherwise be lowercase matter (up, in, out, on, off, over, by).
    /// "to" and "as" never appear: they stay lowercase ("Move to Trash", "Save as PDF"). Pairs
    /// where the word is more often a preposition in button copy are left out on purpose
    /// ("open in", "keep on", "click on", "drop in", "move over"): "Open in Safari",
    /// "Keep on My iPhone".
    static let phrasalVerbs: Set<String> = [
        // up
        "add up", "back up", "beef up", "blow up", "boot up", "break up", "bring up", "brush up",
        "buckle up", "build up", "call up", "catch up", "charge up", "cheer up", "clean up",
        "clear up", "cover up", "dial up", "double up", "dress up", "end up", "fill up", "fire up",
        "fix up", "fold up", "follow up", "free up", "gear up", "give up", "grow up", "hang up",
        "heat up", "hold up", "hook up", "hurry up", "keep up", "level up", "light up", "line up",
        "load up", "lock up", "look up", "loosen up", "make up", "mark up", "match up", "meet up",
        "mix up", "move up", "open up", "pair up", "pick up", "pile up", "pop up", "power up",
        "pull up", "queue up", "ramp up", "roll up", "round up", "save up", "scale up",
        "scroll up", "set up", "shake up", "show up", "shut up", "sign up", "sit up", "size up",
        "slide up", "speed up", "split up", "spruce up", "stand up", "start up", "stay up",
        "step up", "stir up", "stock up", "sum up", "swipe up", "sync up", "take up", "team up",
        "tear up", "think up", "tidy up", "top up", "touch up", "tune up", "turn up", "use up",
        "wake up", "warm up", "wind up", "work up", "wrap up", "write up", "zip up",
        // in
        "bring in", "cash in", "check in", "chime in", "clock in", "come in", "dial in", "dive in",
        "ease in", "factor in", "fade in", "fill in", "give in", "hand in", "jump in", "key in",
        "let in", "listen in", "log in", "opt in", "phase in", "pitch in", "plug in", "punch in",
        "sign in", "tune in", "turn in", "type in", "zoom in",
        // out
        "back out", "black out", "blank out", "bow out", "branch out", "carry out", "cash out",
        "check out", "chill out", "clean out", "clear out", "clock out", "cross out", "cut out",
        "ease out", "empty out", "fade out", "figure out", "fill out", "filter out", "find out",
        "gray out", "grey out", "hand out", "hang out", "head out", "hear out", "help out",
        "kick out", "lay out", "leave out", "lock out", "log out", "map out", "opt out", "pass out",
        "phase out", "pick out", "plan out", "point out", "print out", "pull out", "punch out",
        "reach out", "roll out", "rule out", "seek out", "send out", "set out",
        "sign out", "sit out", "sort out", "space out", "speak out", "spell out", "spread out",
        "start out", "step out", "stretch out", "strike out", "take out", "test out", "throw out",
        "try out", "tune out", "turn out", "wait out", "walk out", "watch out", "weed out",
        "wipe out", "work out", "write out", "zero out", "zoom out",
        // on
        "carry on", "come on", "flip on", "go on", "hang on", "hold on", "log on", "pass on",
        "power on", "put on", "sign on", "switch on", "toggle on", "try on", "turn on",
        // off
        "back off", "call off", "check off", "cool off", "cross off", "cut off", "drop off",
        "dust off", "finish off", "hand off", "head off", "hold off", "kick off", "knock off",
        "lay off", "level off", "log off", "mark off", "pay off", "peel off", "power off",
        "round off", "seal off", "sell off", "send off", "set off", "show off", "shut off",
        "sign off", "switch off", "take off", "tick off", "toggle off", "top off", "turn off",
        "wear off", "write off",
        // over
        "bring over", "carry over", "change over", "check over", "come over", "cross over",
        "do over", "fall over", "flip over", "get over", "gloss over", "go over", "hand over",
        "knock over", "look over", "mull over", "pull over", "read over", "roll over",
        "start over", "switch over", "take over", "talk over", "think over", "tip over",
        "turn over", "watch over", "win over",
        // by
        "come by", "drop by", "go by", "pass by", "stand by", "stop by", "swing by",
    ]

    /// The particles of `phrasalVerbs`, written out (a test holds them to the pairs).
    static let particles: Set<String> = ["up", "in", "out", "on", "off", "over", "by"]
}
