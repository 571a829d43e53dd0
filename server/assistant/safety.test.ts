import { describe, expect, it } from "vitest";
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../crisis/helpline";
import { CRISIS_PHRASINGS, EVERYDAY_PHRASINGS } from "../../tests/fixtures/crisis-phrasings";
import { CRISIS_REPLIES } from "./crisis-replies";
import { respondOffline } from "./offline-responder";
import { checkForCrisis, crisisReply, HELPLINE_TEXT, HI_HELPLINE_TEXT, startsWithHelpline, withHelplineFirst } from "./safety";

describe("the crisis answer", () => {
  it.each(Object.entries(CRISIS_REPLIES))("in %s opens with Tele-MANAS's two numbers and gives the emergency number", (_language, text) => {
    expect(startsWithHelpline(text)).toBe(true);
    expect(text).toContain(TELE_MANAS.name);
    expect(text).toContain(TELE_MANAS.shortNumber);
    expect(text).toContain(TELE_MANAS.tollFreeNumber);
    expect(text).toContain(EMERGENCY_NUMBER);
  });

  it("is in the page's language, with the message's own Marathi or Bengali after it", () => {
    expect(crisisReply("en", checkForCrisis("I want to die"))).toBe(HELPLINE_TEXT);
    expect(crisisReply("hi", checkForCrisis("I want to die"))).toBe(HI_HELPLINE_TEXT);
    expect(crisisReply("en", checkForCrisis("আমি মরে যেতে চাই"))).toBe(`${HELPLINE_TEXT}\n\n${CRISIS_REPLIES.bn}`);
    expect(crisisReply("hi", checkForCrisis("मला मरायचं आहे"))).toBe(`${HI_HELPLINE_TEXT}\n\n${CRISIS_REPLIES.mr}`);
  });
});

describe("a model's reply to a crisis message", () => {
  it("keeps a reply that opens with the helpline as it is", () => {
    const reply = "Please call Tele-MANAS on 14416 right now, it is free.\n\nYou matter.";
    expect(startsWithHelpline(reply)).toBe(true);
    expect(withHelplineFirst(reply, HELPLINE_TEXT)).toBe(reply);
  });

  it("puts the helpline in front of a reply that does not open with it", () => {
    for (const reply of ["Try saving ₹500 a month.", `Take a walk.\n\nIf it gets worse, call ${TELE_MANAS.shortNumber}.`, `${"You are not alone. ".repeat(20)}Call 14416.`]) {
      expect(startsWithHelpline(reply)).toBe(false);
      expect(withHelplineFirst(reply, HI_HELPLINE_TEXT)).toBe(`${HI_HELPLINE_TEXT}\n\n${reply.trim()}`);
    }
  });

  it("is the helpline alone when the model said nothing", () => {
    expect(withHelplineFirst("   ", HELPLINE_TEXT)).toBe(HELPLINE_TEXT);
  });
});

describe("the offline responder on the crisis test set", () => {
  it("answers every crisis phrasing with the helpline first, never a tip, on English and Hindi pages", () => {
    const wrong = CRISIS_PHRASINGS.flatMap(({ text }) =>
      (["en", "hi"] as const).filter((locale) => !respondOffline(text, () => 0, undefined, locale).startsWith(crisisReply(locale, checkForCrisis(text)))).map((locale) => `${locale}: ${text}`),
    );
    expect(wrong).toEqual([]);
  });

  it("answers the reported Hindi plan to hang oneself with the helpline, not a money tip", () => {
    const answer = respondOffline("मैं फांसी लगा लूंगा", () => 0, undefined, "hi");
    expect(answer).toBe(HI_HELPLINE_TEXT);
    expect(answer).not.toContain("₹");
  });

  it("answers everyday phrasings the detector passes with the library, not the helpline", () => {
    const passed = EVERYDAY_PHRASINGS.filter(({ text }) => !checkForCrisis(text).detected);
    for (const { text } of passed) expect(respondOffline(text, () => 0)).not.toContain(TELE_MANAS.tollFreeNumber);
  });
});

describe("the bengali branch's Bengali sentences, against the shared detector", () => {
  it.each(["আমি আত্মহত্যার কথা ভাবছি", "আর বাঁচতে ইচ্ছে করে না", "মাঝে মাঝে মনে হয় মরে যেতে চাই"])("catches %j", (text) => {
    expect(checkForCrisis(text).detected).toBe(true);
  });

  it.each(["গরমে মরে যাচ্ছি, আজ খুব ক্লান্ত লাগছে", "ঋণের কিস্তি শেষ করে দিতে চাই"])("passes the everyday %j", (text) => {
    expect(checkForCrisis(text).detected).toBe(false);
  });
});
