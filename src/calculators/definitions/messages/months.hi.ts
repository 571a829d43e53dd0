// The months in Hindi, January first, as Hindi papers print dates ('मार्च 2041'): the site's
// own words rather than Intl's, whose names differ between ICU versions (and so between the Node
// that prerenders a page and the browser that hydrates it) and carry a nukta ("फ़रवरी").
export const MONTHS = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"] as const;
