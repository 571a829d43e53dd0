// English: how people write about wanting to die or to hurt themselves, including text-speak
// (wanna, gonna, 2, kms, kys, unalive) and common misspellings of "suicide". Idioms that borrow
// the words ("this EMI is killing me", "dying to know", "cut my expenses", "hang on") are kept
// out by asking for the person themself ("myself") or for a wish, plan or method.
import type { CrisisPatternTable } from "./table";

const SELF = "(?:my ?self|him ?self|her ?self|them ?selves|your ?self|me ?self)";
const WANT = "(?:want|wanted|wanting|wanna|wana|want2|going|gonna|gunna|ready|plan|planning|planned|deserve|should|like|wish|trying|try|tried|hope|need)";

export const ENGLISH_PATTERNS: CrisisPatternTable = {
  language: "en",
  phrases: [
    // Suicide and its common misspellings (suicide, sucide, suicde, suiside, suicidal, suicidle).
    "\\bsu[iy]?[cs]+i?d(?:e|es|al|ally|le|ality)?\\b",
    "\\bunalive\\b",
    "\\b(?:want|wanna|gonna|going|will|to) (?:to )?(?:kms|kys)\\b",
    // Killing or ending oneself.
    `\\bkil+(?:s|ing|ed)? ?${SELF}`,
    "\\b(?:end|ending|ended|take|taking|took) (?:my|his|her|this) (?:own )?life\\b",
    "\\bend(?:ing)? (?:it|things|everything)(?: all)?\\b",
    "\\bend my existence\\b",
    "\\b(?:everything|it all|the pain|my life) to (?:stop|end) (?:for good|forever|permanently)\\b",
    "\\b(?:done|finished) with (?:life|living|being alive)\\b",
    "\\b(?:life|it) to be over\\b",
    "\\bstop (?:existing|living|being alive)\\b",
    // Wanting to die, being dead.
    `\\b${WANT} (?:to |2 )?(?:just |really |simply )?(?:die+|be dead)\\b`,
    `\\b${WANT} (?:to |2 )?dye(?=$|[.!?,])`,
    "\\b(?:easiest|best|quickest|painless|least painful|fastest) ways? (?:to|of) (?:die|dying|kill|end|commit)",
    "\\bhow (?:do i|can i|to|should i) (?:die|kill ?(?:my|your) ?self|end my life|commit suicide)\\b",
    "\\brather (?:be )?(?:dead|die)\\b",
    "\\bwish (?:i|i'd) (?:was|were|had been|could be)? ?dead\\b",
    "\\bbetter off dead\\b",
    "\\b(?:better off|happier|fine|relieved|free) (?:without me|if i (?:was|were|am|'m)? ?(?:dead|died|gone|die|not here|not around))\\b",
    "\\b(?:miss|notice|care|matter)\\b.{0,15}\\b(?:if|when) i(?: die| died| was gone| were gone| disappeared|'m gone| am gone|'m dead| am dead)\\b",
    "\\b(?:don't|dont|do not|doesn't|did not|didn't) (?:want to|wanna|wana|want 2|wish to) (?:live|be alive|exist|wake up|be here|go on)\\b(?! (?:in|at|with|near|there|abroad|on|by|under|without|like that|alone with)\\b)",
    "\\bhope i (?:don't|dont|do not|never|won't) wake up\\b",
    "\\bnever wake up\\b",
    "\\b(?:won't|will not|wont) be (?:alive|around|here) (?:anymore|any more|after (?:today|tonight)|tomorrow)\\b",
    "\\bsuicide note\\b",
    "\\bgoodbye (?:letter|letters|note|notes|forever)\\b",
    "\\bsay(?:ing)? goodbye to (?:everyone|everybody|all of you|the world)\\b",
    // Methods and plans.
    `\\bhang(?:s|ing|ed)? ${SELF}`,
    "\\bnoose\\b",
    "\\b(?:take|took|taking|swallow|swallowed|swallowing|eat|ate|pop|popped|down|downed) (?:all|all my|all of my|all the|all of the|a whole|the whole|whole|a bottle of|bottle of|a strip of|lots of|a lot of|too many|many|loads of|a handful of|handful of|every one of my|extra)(?: (?:bottle|strip|box|pack) of)? (?:my |the |these )?(?:sleeping |sleep |blood pressure |bp |depression |anxiety )?(?:pills|tablets|meds|medicines|medication|capsules)\\b",
    "\\b(?:pills|tablets|meds) (?:are |is )?ready\\b",
    "\\b(?:stockpil\\w*|hoard\\w*|collecting|saving up) (?:(?:my|the|all the|all|all of) )?(?:\\w+'s )?(?:sleeping )?(?:pills|tablets|meds)\\b",
    "\\b(?:drive|driving|drove|crash|crashing|ride|riding|steer|steering)\\b.{0,25}\\binto (?:a |the )?(?:truck|bus|wall|tree|river|lake|canal|train|divider)\\b",
    "\\bcrash(?:ing)? (?:my|the) (?:car|bike|scooter) on purpose\\b",
    "\\b(?:lie|lay|lying|laying|sleep|sleeping) (?:down )?on (?:the )?(?:railway|train|rail|metro) ?(?:track|tracks|line|lines)\\b",
    "\\boverdos(?:e|ed|ing)\\b(?! (?:of|on) (?:sugar|sweets|diwali|chocolate|caffeine|coffee|tea|food|junk|news|information|work|screen|love|fun|memes)\\b)",
    "\\b(?:od|o\\.d\\.) on\\b",
    "\\b(?:drink|drank|drinking|take|took|taking|eat|ate|eating|swallow|swallowed|consume|consumed|have|had|buy|bought) (?:some |the |a bottle of )?(?:rat |mouse |insect )?(?:poison|pesticide|insecticide|phenyl|phenol|acid|bleach|harpic|toilet cleaner|kerosene)\\b",
    `\\bpoison(?:ing|ed)? ${SELF}`,
    "\\bjump(?:s|ing|ed)? (?:off|from|in front of|under|into|before|down)(?: the| a| this| that| my| our)? (?:\\w+ )?(?:building|terrace|roof|bridge|train|balcony|cliff|window|floor|tower|flyover|metro|river|lake|sea|well|bus|truck|highway|tracks|railway|dam)\\b",
    "\\b(?:roof|terrace|ledge|bridge|balcony|tracks)\\b.{0,40}\\b(?:jump|throw myself)\\b",
    `\\bthrow(?:s|ing)? ${SELF} (?:under|in front of|off|from|into|before)\\b`,
    `\\bdrown(?:s|ing|ed)? ${SELF}`,
    "\\b(?:slit|slitting|slash|slashing|cut|cutting) (?:my|his|her|your) (?:wrist|wrists|veins?|throat)\\b",
    `\\b(?:shoot|shot|shooting|stab|stabbed|stabbing|burn|burning|burnt|burned|electrocute|starve|starving|suffocate|strangle|choke) ${SELF}\\b`,
    `\\bset(?:ting)? ${SELF} (?:on fire|alight|ablaze)\\b`,
    // Self-harm.
    "\\bself ?(?:harm|harming|injur\\w*|mutilat\\w*)\\b",
    `\\b(?:cut|cuts|cutting|hurt|hurts|hurting|harm|harms|harming|injure|injuring|punish|punishing|hit|hits|hitting|scratch|scratching|bite|biting) ${SELF}\\b(?! (?:a|an|some|another|off|free)\\b)`,
    "\\b(?:started|start|starting|been|keep|kept|stop|began|begun|relapsed into|back to) cutting(?: again| myself)?\\b(?! (?:carbs|costs|sugar|down|back|expenses|spending|out|the|my|vegetables|onions|hair|coupons|tax)\\b)",
    "\\b(?:carve|carving|carved|cut|cutting|slice|slicing|scratch|scratching)\\b.{0,12}\\b(?:my )?(?:arm|arms|wrist|wrists|thigh|thighs|skin)\\b",
    "\\b(?:blade|razor)\\b.{0,20}\\b(?:my )?(?:arm|arms|wrist|wrists|thigh|thighs|skin)\\b",
    "\\brelaps\\w*\\b.{0,30}\\b(?:cut|cutting|self harm|hurting)\\b",
    // Hopelessness.
    "\\b(?:no|what'?s the|what is the|is there any|there'?s no|there is no|not any) (?:point|reason|use|meaning|purpose) (?:in |to |of )?(?:living|live|life|being alive|going on|carrying on|staying alive)\\b",
    "\\b(?:tired|sick|weary) of (?:living|being alive|life|existing)\\b",
    "\\blife (?:has|holds) no (?:meaning|point|purpose|value)\\b",
    "\\bi want out\\b(?! of\\b)",
    "\\bnot worth living\\b",
    "\\blife (?:is|feels|seems) (?:so )?(?:worthless|meaningless|pointless|not worth it)\\b",
    "\\bnothing (?:left )?to live for\\b",
    "\\bcan'?t (?:go on|carry on|live like this|keep living|take (?:it|this) any ?more|do this any ?more)\\b(?! with\\b)",
    "\\b(?:never been born|was never born|were never born|hadn't been born)\\b",
    "\\bdisappear (?:forever|for good|permanently)\\b",
    "\\b(?:except|other than|but) (?:dying|death|to die|suicide|killing myself)\\b",
  ],
  compact: ["suicid", "killmyself", "wanttodie(?!t)", "endmylife", "hangmyself", "cuttingmyself", "hurtmyself"],
};
