// The months in Bengali, January first, as Bengali papers print dates ('মার্চ 2041'): the site's
// own words rather than Intl's, whose names differ between ICU versions (and so between the Node
// that prerenders a page and the browser that hydrates it).
export const MONTHS = ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"] as const;
