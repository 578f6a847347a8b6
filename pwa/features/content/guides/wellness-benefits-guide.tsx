import { EDIBLE_ONSET, EDIBLE_WAIT_HOURS } from '#shared/content/edible-timing';
import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/wellness-benefits-guide'];

/** The wellness benefits guide: benefits, strains, products, dosing, timing and safety. */
export default function WellnessBenefitsGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead="Adults use cannabis and hemp for many reasons: to unwind, to rest, to feel more comfortable in their bodies, or simply to enjoy an evening. This guide looks at what people report, what the research can and cannot tell us, and how to choose, dose and time products with care."
    >
      <h2>What we mean by "wellness"</h2>
      <p>
        In this guide, wellness means the everyday things that help you feel well: winding down after work, sleeping
        soundly, feeling at ease in your body, enjoying food and company. It does not mean treating an illness. Cannabis
        products sold in stores, including ours, are not approved to diagnose, treat, cure or prevent any disease, and
        nothing here replaces advice from a healthcare provider. If you are managing a health condition, talk to your
        provider before adding cannabis to your routine.
      </p>
      <p>
        With that in mind, plenty of adults find cannabis a welcome part of how they relax. The aim of this guide is to
        help you approach it thoughtfully, so that it adds to your wellbeing rather than taking anything away.
      </p>

      <h2>Benefits people report</h2>
      <p>
        The experiences below are common in surveys and conversations with customers. Research into most of them is
        still limited, results vary between studies, and individual experiences differ widely, so treat them as
        possibilities rather than promises.
      </p>
      <h3>Relaxation and everyday stress</h3>
      <p>
        The most common reason adults give for using cannabis is to relax. Many people find a small amount of THC, or a
        CBD product, helps them shift out of "work mode" in the evening. Keep in mind that THC tends to work in two
        directions: a little may feel calming, while too much can feel the opposite.
      </p>
      <h3>Rest and sleep</h3>
      <p>
        Some people find cannabis helps them fall asleep more easily, especially products rich in THC or in certain
        terpenes. Regular nightly use can build tolerance and affect sleep quality, though, so it pays to be thoughtful.
        Our <a href="/cannabis-for-sleep">cannabis for sleep guide</a> covers this in detail.
      </p>
      <h3>Physical comfort</h3>
      <p>
        Adults often report using cannabis after exercise or at the end of a physically demanding day. Reviews of the
        research suggest cannabinoids may offer modest help for some kinds of long-lasting discomfort in adults, but the
        evidence is mixed. Read our <a href="/pain-management-guide">pain management guide</a> before using cannabis for
        this reason.
      </p>
      <h3>Appetite and enjoyment</h3>
      <p>
        THC is well known for increasing appetite and for heightening the enjoyment of food, music and conversation.
        Many people simply value cannabis as a way to savour a relaxed evening, and that is a perfectly good reason as
        long as it stays balanced.
      </p>

      <h2>The compounds behind the experience</h2>
      <p>
        Cannabis contains more than a hundred cannabinoids. THC is the main intoxicating one; CBD does not cause a high
        and is often described as calming; minor cannabinoids such as CBG and CBN appear in smaller amounts and are
        being studied, with little firm evidence so far. All of them interact with the body's endocannabinoid system, a
        network of receptors and signalling molecules involved in mood, appetite, sleep and comfort.
      </p>
      <p>
        Terpenes are the aromatic compounds that give each cultivar its scent, from the earthy, musky notes of myrcene
        to the citrus of limonene and the lavender-like linalool. Some researchers suggest cannabinoids and terpenes
        work together, an idea called the "entourage effect", but this has not been firmly established. For a closer
        look at the two main cannabinoids, see our <a href="/cbd-vs-thc-guide">CBD versus THC guide</a>.
      </p>

      <h2>Choosing strains</h2>
      <p>
        You will often see flower labelled "indica", "sativa" or "hybrid". These labels describe plant ancestry more
        than effects, and they are not a reliable guide to how a product will feel. Cannabinoid content and terpene
        profile, both listed on each batch's certificate of analysis, tell you more.
      </p>
      <table>
        <thead>
          <tr>
            <th>If you want</th>
            <th>Profiles people often choose</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>A calm evening without much intoxication</td>
            <td>CBD-dominant or balanced 1:1 products</td>
          </tr>
          <tr>
            <td>To wind down before bed</td>
            <td>Myrcene- or linalool-rich cultivars with moderate THC</td>
          </tr>
          <tr>
            <td>A brighter, social mood</td>
            <td>Limonene- or pinene-rich cultivars at a low dose</td>
          </tr>
          <tr>
            <td>Comfort after activity</td>
            <td>Balanced products, often with beta-caryophyllene</td>
          </tr>
        </tbody>
      </table>
      <p>These are patterns people report rather than guarantees; your own notes are the best guide.</p>

      <h2>Choosing a product</h2>
      <ul>
        <li>
          <strong>Gummies</strong> give a measured, repeatable dose and longer-lasting effects. Edibles can take{' '}
          {EDIBLE_ONSET} to be felt and keep building after that, so wait at least {EDIBLE_WAIT_HOURS} hours before
          taking more. Browse our <a href="/category/gummies">gummies</a>.
        </li>
        <li>
          <strong>Flower</strong> acts within minutes and fades sooner, which makes it easy to adjust. Take one small
          inhale and wait 15 minutes. See our <a href="/category/flower">flower</a>.
        </li>
        <li>
          <strong>Prerolls</strong> are ready-rolled flower; a beginner may take only a puff or two. See our{' '}
          <a href="/category/prerolls">prerolls</a>.
        </li>
        <li>
          <strong>Vapes</strong> are discreet and quick, but the oil is concentrated, so one short draw is plenty to
          start. See our <a href="/category/vapes">vapes</a>.
        </li>
      </ul>

      <h2>Dosing for wellness</h2>
      <p>
        For wellness, the goal is usually the smallest amount that helps, not the strongest effect. Start low and go
        slow:
      </p>
      <ul>
        <li>Edibles: begin in the micro range of 1-2.5mg THC, and move to the low range of 2.5-5mg only if needed.</li>
        <li>Gummies: start with half to one gummy, and take no more than 2 in 24 hours.</li>
        <li>CBD: a first try of 5-15mg is common, increasing gradually if you wish.</li>
        <li>Inhaled cannabis: one small inhale, then wait 15 minutes before another.</li>
      </ul>
      <p>
        Our <a href="/dosage-safety-guide">dosage and safety guide</a> has the full ranges, including what to do if you
        take too much.
      </p>

      <h2>Timing and consistency</h2>
      <p>
        Match the product to the moment. Inhaled cannabis suits times when you want effects soon and briefly; edibles
        suit longer evenings, taken early enough that they have built fully before you want to feel them. Evenings at
        home are the easiest place to start, because you have no need to drive or concentrate.
      </p>
      <p>
        Consistency helps you learn: the same product, at a similar time, in a familiar setting. Equally important are
        breaks. Using cannabis every day builds tolerance, so the same dose does less over time. Many people keep a few
        cannabis-free days each week, or take a longer pause now and then, to keep their routine intentional. Our{' '}
        <a href="/beginners-wellness-routine">four-week beginner routine</a> shows one way to structure this.
      </p>

      <h2>Safety first</h2>
      <Callout title="Talk to a healthcare provider first if you" tone="warning">
        <ul>
          <li>take any prescription medication, including blood thinners, sedatives or antidepressants;</li>
          <li>are pregnant, trying to conceive or breastfeeding;</li>
          <li>have a heart condition or high blood pressure;</li>
          <li>have a personal or family history of psychosis or bipolar disorder.</li>
        </ul>
      </Callout>
      <ul>
        <li>Never drive or operate machinery after using cannabis.</li>
        <li>Avoid mixing cannabis with alcohol.</li>
        <li>Store products locked away in their original packaging, out of reach of children and pets.</li>
        <li>
          Check the certificate of analysis for your batch on our <a href="/lab-reports">lab reports</a> page.
        </li>
        <li>
          If cannabis starts to affect your mood, sleep, work or relationships, pause and read our{' '}
          <a href="/cannabis-mental-health">mental health guide</a>.
        </li>
      </ul>
      <p>
        Cannabis works best as one part of a balanced life, alongside sleep, movement, good food and time with people
        you care about. Used thoughtfully, many adults find it a pleasant addition to that picture.
      </p>
    </Article>
  );
}
