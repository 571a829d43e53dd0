// /mr/money/protection: insurance as an umbrella, the two covers, the basics and the quiz, in Marathi.
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import type { PageContent } from "../../../i18n/catalogue";
import type { ProtectionProps } from "./protection.en";

const COVERS: readonly InfoCardInfo[] = [
  {
    title: "आरोग्य विमा",
    body: (
      <>
        <p>
          आजारपण किंवा अपघातात रुग्णालयाचे बिल भरतो, नेटवर्क रुग्णालयांत अनेकदा कॅशलेस. खासगी रुग्णालयात एकदा दाखल होण्याचा खर्च वर्षभराच्या
          बचतीपेक्षा जास्त असू शकतो, आणि भारतात उपचारांचा खर्च सर्वसाधारण महागाईपेक्षा वेगाने वाढतो.
        </p>
        <ul>
          <li>फॅमिली फ्लोटर एकाच विमा रकमेत संपूर्ण कुटुंबाला विमा कवच देतो.</li>
          <li>खोलीभाड्याची मर्यादा, को-पेमेंट, आणि आधीपासून असलेल्या आजारांसाठीचा प्रतीक्षा कालावधी तपासा.</li>
          <li>तरुण आणि निरोगी असतानाच घ्या; कंपनीचे विमा कवच नोकरीसोबतच संपते.</li>
        </ul>
      </>
    ),
  },
  {
    title: "मुदत विमा",
    body: (
      <>
        <p>
          पॉलिसीच्या कालावधीत तुमचा मृत्यू झाल्यास कुटुंबाला ठरावीक रक्कम मिळते. मुदतपूर्तीला काहीही मिळत नाही, म्हणूनच मोठे विमा कवच घेण्याचा हा
          सर्वात स्वस्त मार्ग आहे.
        </p>
        <ul>
          <li>नेहमीचा नियम: वार्षिक उत्पन्नाच्या 10-15 पट, आणि त्याशिवाय शिल्लक कर्जे.</li>
          <li>मुले स्वावलंबी होईपर्यंत किंवा कर्ज फिटेपर्यंत चालेल असा कालावधी निवडा.</li>
          <li>विमा आणि गुंतवणूक वेगळी ठेवा: एंडोमेंट आणि मनी-बॅक योजनांत विमा कवच कमी आणि परतावा जेमतेम असतो.</li>
        </ul>
      </>
    ),
  },
];

const BASICS: readonly InfoCardInfo[] = [
  {
    title: "मूळ आरोग्य विमा: ₹5-10 लाख",
    body: "महानगरात राहणाऱ्या कुटुंबासाठी किमान ₹10 लाख ठेवा; इतर ठिकाणी ₹5 लाखांपासून सुरुवात करा. सुपर टॉप-अप थोड्याशा प्रीमियममध्ये त्यावर मोठे विमा कवच जोडतो.",
  },
  {
    title: "आपत्कालीन निधी: 3-6 महिन्यांचा खर्च",
    body: "विमा मोठ्या घटनांचा खर्च उचलतो; बाकी सगळ्याचा खर्च तुमचा आपत्कालीन निधी उचलतो, पॉलिसीत न बसणारे खर्च आणि दावा निकाली निघेपर्यंतचे आठवडेसुद्धा.",
  },
];

function Content({ quiz }: ProtectionProps) {
  return (
    <div className="container page">
      <PageIntro
        title="संरक्षण"
        lead="विम्याला छत्रीसारखे समजा. दरवर्षी थोडा खर्च करून तुम्ही ती सोबत ठेवता, म्हणजे वादळ आले (रुग्णालयात दाखल होणे, अपघात, कमावत्या व्यक्तीचा मृत्यू) तरी ते वर्षानुवर्षांची बचत वाहून नेत नाही."
      />
      <InfoCards heading="प्रत्येक कुटुंबाला हवीत अशी दोन विमा कवचे" headingId="two-covers" cards={COVERS} />
      <InfoCards heading="आकड्यांत मूलभूत गोष्टी" headingId="protection-basics" cards={BASICS} />
      <section className="page-section" aria-labelledby="protection-quiz">
        <h2 id="protection-quiz">तुम्हाला काय हवे? 30 सेकंदांची तपासणी</h2>
        {quiz}
      </section>
      <section className="page-section prose" aria-labelledby="protection-more">
        <h2 id="protection-more">खरेदी करण्याआधी</h2>
        <p>
          पॉलिसीच्या अटींमध्ये काय समाविष्ट नाही ते पाहा, तुमचा आरोग्याचा इतिहास प्रामाणिकपणे सांगा (लपवलेला आजार हे दावा फेटाळला जाण्याचे एक नेहमीचे
          कारण आहे), आणि नॉमिनीचे नाव नक्की द्या. शब्द गोंधळात टाकतात? <Link to="/money/protection/jargon-buster">विम्याचे शब्द सोप्या भाषेत</Link>{" "}
          यांपैकी सहा शब्द सोप्या भाषेत समजावते.
        </p>
      </section>
      <NextSteps
        links={[
          { to: "/money/saving", label: "तुमचा आपत्कालीन निधी उभा करा" },
          { to: "/money/protection/jargon-buster", label: "विम्याचे शब्द सोप्या भाषेत" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent<ProtectionProps> = { Content };
