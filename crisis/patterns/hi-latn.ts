// Hindi written in Latin letters ("Hinglish"), as typed on phones: no fixed spelling, vowels
// doubled or dropped (marna, mrna; jeena, jina; khatam, khatm), z for j (zeher, jahar).
// Idioms ("ye garmi maar daalegi", "hass hass ke mar gaya", "loan khatam karna hai") are kept
// out by asking for a wish or plan or for the person themself.
import type { CrisisPatternTable } from "./table";

const SELF = "(?:khud ?ko|khudko|apne aap ?ko|apne ko|khud)";
const END = "(?:khatam|khatm|khtm|khatma|khtam|khatum|end|samapt)";

export const HINGLISH_PATTERNS: CrisisPatternTable = {
  language: "hi-Latn",
  phrases: [
    // Suicide by name: khudkushi, khudkhushi, khudkhusi, khud kushi; aatmhatya, atmahatya.
    "\\bkhud ?kh?u(?:sh?|s)i\\b",
    "\\ba+tma? ?hatya\\b",
    // Wanting to die: marna chahta, mrna hai, marna h, mar jaana hai, mar jaunga.
    "\\bm(?:a|aa)?rna+ (?:chaa?h\\w*|hai|he|h|hi hai)\\b",
    "\\bmar ja+na (?:hai|he|h|chah|chaah)",
    "\\bmar ja(?:unga|ungi|aunga|aungi|oonga|oongi|u|un|oon|au|aun|aon)\\b",
    "\\b(?:nahi|nhi|nahin|na) j(?:ee|i) (?:sakta|sakti|paunga|paungi|paa|pa raha|pa rahi)\\b",
    "\\bj(?:ee|i) (?:nahi|nhi|nahin) (?:sakta|sakti|paunga|paungi|pa raha|pa rahi)\\b",
    "\\bmarne (?:ka|ki) (?:mann|man|dil|iccha|ichha|khayal|khyal|vichar|soch)\\b",
    "\\bkaash?.{0,20}\\bmar\\b",
    "\\bkaash?.{0,25}\\bpaida\\b",
    // Giving one's life, ending oneself.
    "\\bjaan de (?:d(?:u|oo|un|unga|ungi|oonga|oongi|ega|egi)|dena|deni)\\b",
    "\\bapni jaan (?:le|de)\\b",
    `\\b${SELF} (?:${END}|maar|mar|hurt|chot|nuksan|nuksaan|nukasan|harm|kaat|kat|jala|aag|saza|saja)`,
    `\\b(?:zindagi|jindagi|zindgi|jindgi|jeevan|jivan|life) (?:ko )?${END}\\b`,
    `\\bsab (?:kuch )?${END} kar (?:d(?:u|oo|unga|ungi)|l(?:u|oo|unga|ungi))\\b`,
    // Not wanting to live.
    "\\bj(?:ee|i)na (?:hi )?(?:nahi|nhi|nahin|nai|ni)\\b",
    "\\bj(?:ee|i)ne (?:ka|ki|ko) (?:koi |ab )?(?:mann|man|dil|matlab|wajah|vajah|maksad|maqsad|fayda|faida|reason|iccha|ichha|icha|ichchha|ichcha|echha)\\b.{0,15}\\b(?:nahi|nhi|nahin|nai|na)\\b",
    "\\bzinda (?:nahi|nhi|nahin) (?:rehna|rahna)\\b",
    "\\bzinda (?:rehne|rahne) (?:ka|ki) (?:koi )?(?:fayda|faida|matlab|wajah|vajah|mann|man|iccha|ichha|reason)\\b",
    "\\bduniya (?:mein|me|main) (?:ab )?(?:aur )?(?:nahi|nhi|nahin) (?:rehna|rahna)\\b",
    "\\bduniya chhod",
    "\\b(?:pankhe|pankha|fan|chhat|rassi|dupatte|phande|fande)\\b.{0,10}\\blatak",
    "\\bmere bina sab (?:khush|theek|thik|accha|acche|achhe|better)\\b",
    // Methods and plans.
    "\\b(?:phansi|fansi|phaansi|faansi|phasi|fasi|fanda|phanda|fandaa|phandaa)\\b.{0,10}\\b(?:laga|lagaa|lagaunga|lagaungi|lagalu|lagalunga|lu|lunga|lungi|le|baandh|bandh)",
    "\\b(?:zeher|zehar|jeher|jahar|zahar|jehar|zaher|jahr|zehr)\\b.{0,6}\\b(?:kha|khaa|pi|pee|le|khake|peeke|pike)",
    "\\bneend ki gol(?:i|iyan|iya|iyaan|iyon)\\b.{0,10}\\b(?:kha|khaa|le|nigal)",
    "\\b(?:chhat|chat|chhath|building|terrace|bridge|pul|train|railway|metro|bus|truck|nadi|river|kuan|kuen|balcony)\\b.{0,15}\\b(?:kood|kud|koodh|chhalang)",
    "\\b(?:nas|nase|kalai)\\b (?:ki nas )?(?:kaat|kat|kaatu|kaatunga)",
    "\\bdoob (?:ke|kar) (?:mar|jaan)",
  ],
  compact: ["khudkh?ush?i", "khudkusi", "marnachah", "aatmhatya", "atmahatya"],
};
