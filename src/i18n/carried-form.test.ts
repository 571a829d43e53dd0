import { describe, expect, it } from "vitest";
import { carriedFormValues, carriedState, formValuesNow, offerFormValues, withoutCarriedValues } from "./carried-form";

describe("a form's values carried across the language switch", () => {
  it("reads the values of the form on screen until it withdraws them", () => {
    expect(formValuesNow()).toBeUndefined();
    const withdraw = offerFormValues(() => ({ amount: "5200000" }));
    expect(formValuesNow()).toEqual({ amount: "5200000" });
    withdraw();
    expect(formValuesNow()).toBeUndefined();
  });

  it("keeps a newer form's offer when an older one withdraws late", () => {
    const older = offerFormValues(() => ({ amount: "1" }));
    const newer = offerFormValues(() => ({ amount: "2" }));
    older();
    expect(formValuesNow()).toEqual({ amount: "2" });
    newer();
  });

  it("reads back only string values from the router's history state", () => {
    const state = { key: "abc", idx: 1, usr: { ...carriedState({ amount: "5200000" }), other: 1 } };
    expect(carriedFormValues(state)).toEqual({ amount: "5200000" });
    expect(carriedFormValues({ usr: { formValues: { amount: 5, rate: "12" } } })).toEqual({ rate: "12" });
    expect(carriedFormValues(null)).toBeUndefined();
    expect(carriedFormValues({ usr: { formValues: "x" } })).toBeUndefined();
  });

  it("drops the carried values once the URL has the inputs, keeping the rest of the state", () => {
    expect(withoutCarriedValues({ key: "abc", usr: { formValues: { a: "1" }, from: "/x" } })).toEqual({ key: "abc", usr: { from: "/x" } });
    expect(withoutCarriedValues({ key: "abc", usr: { formValues: { a: "1" } } })).toEqual({ key: "abc", usr: undefined });
    const plain = { key: "abc", usr: null };
    expect(withoutCarriedValues(plain)).toBe(plain);
  });
});
