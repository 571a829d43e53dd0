// The months in Marathi, January first, as Marathi papers print dates ('मार्च 2041'): the site's
// own words rather than Intl's, whose names differ between ICU versions (and so between the Node
// that prerenders a page and the browser that hydrates it).
export const MONTHS = ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"] as const;
