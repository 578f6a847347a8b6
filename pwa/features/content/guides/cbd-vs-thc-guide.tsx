import { MINIMUM_AGE } from '#shared/age';
import {
  HEMP_DEFINITION,
  hempDefinitionLine,
  OUR_THC_PRODUCTS_ARE_CANNABIS,
  REPLACED_HEMP_DEFINITION,
} from '#shared/compliance/hemp-law';
import { STORE_NAME } from '#shared/content/business';
import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/cbd-vs-thc-guide'];

/** The CBD versus THC guide: comparison, mechanism, benefits, ratios, side effects, legal status, choice. */
export default function CbdVsThcGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead="CBD and THC come from the same plant but feel very different. Here is how they compare, how each one works in the body, what people report, and how to decide which one, or which mix of the two, suits you."
    >
      <h2>CBD and THC at a glance</h2>
      <p>
        Cannabis contains more than a hundred cannabinoids. Two of them, cannabidiol (CBD) and delta-9
        tetrahydrocannabinol (THC), make up most of what you see on a product label. The table below sums up the
        differences that matter most when you shop.
      </p>
      <table>
        <thead>
          <tr>
            <th>Compare</th>
            <th>CBD</th>
            <th>THC</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>Intoxicating?</th>
            <td>No. It does not cause a "high".</td>
            <td>Yes. It is the main source of the cannabis "high".</td>
          </tr>
          <tr>
            <th>How it acts</th>
            <td>Binds only weakly to cannabinoid receptors; thought to act on several other targets</td>
            <td>Activates CB1 receptors in the brain and nervous system</td>
          </tr>
          <tr>
            <th>What people report</th>
            <td>Feeling calmer and more settled, easier wind-down, post-exercise comfort</td>
            <td>Relaxation, euphoria, sleepiness, increased appetite, changed perception</td>
          </tr>
          <tr>
            <th>Common side effects</th>
            <td>Drowsiness, upset stomach, appetite changes, medication interactions</td>
            <td>Dry mouth, red eyes, slower reactions, short-term memory lapses, anxiety at higher doses</td>
          </tr>
          <tr>
            <th>Drug tests</th>
            <td>Not usually screened for, but products may hold trace THC that can show up</td>
            <td>Detected by standard drug tests, sometimes for weeks after regular use</td>
          </tr>
          <tr>
            <th>Federal status</th>
            <td>
              Legal as hemp in a product with no more than {HEMP_DEFINITION.maxThcMgPerContainer} mg of THC per
              container
            </td>
            <td>Controlled above the hemp limits; legal only under state law, which varies</td>
          </tr>
          <tr>
            <th>Typical starting amount</th>
            <td>5-15mg</td>
            <td>1-2.5mg in an edible</td>
          </tr>
        </tbody>
      </table>

      <h2>How they work: the endocannabinoid system</h2>
      <p>
        Your body makes its own cannabis-like molecules, called endocannabinoids, which help regulate processes such as
        mood, appetite, sleep, memory and the body's response to discomfort. They act on receptors found throughout the
        body: CB1 receptors are concentrated in the brain and nervous system, while CB2 receptors are more common in the
        immune system. Together with the enzymes that make and break down endocannabinoids, this network is known as the
        endocannabinoid system. Scientists are still mapping how it works, and much of what we know comes from
        laboratory and animal studies.
      </p>
      <h3>Why THC feels intoxicating</h3>
      <p>
        THC is shaped closely enough to the body's own endocannabinoids to switch on CB1 receptors directly. Because
        those receptors sit in brain regions involved in perception, memory, coordination and reward, activating them
        produces the familiar effects: a shift in mood, altered sense of time, heightened taste and hearing, and
        sometimes sleepiness or hunger. The same action explains THC's downsides, such as slowed reaction times and, at
        higher doses, anxiety.
      </p>
      <h3>Why CBD does not</h3>
      <p>
        CBD binds only weakly to CB1 and CB2. Research suggests it instead influences several other systems, including a
        serotonin receptor involved in mood and receptors involved in temperature and discomfort signalling, and it may
        slow the breakdown of the body's own endocannabinoids. Some studies suggest CBD can soften certain effects of
        THC when the two are taken together, though results are mixed. The same liver enzymes that process CBD also
        process many prescription medicines, which is why interactions matter.
      </p>

      <h2>Benefits people report</h2>
      <p>
        Many adults say cannabis products help them relax at the end of the day, unwind before bed or feel more
        comfortable after a long day on their feet. These are personal reports, not proof, and research into most uses
        is still limited. No CBD or THC product sold in stores is approved to diagnose, treat, cure or prevent any
        disease.
      </p>
      <h3>What people say about CBD</h3>
      <ul>
        <li>A calmer, steadier feeling without intoxication, which suits daytime routines.</li>
        <li>An easier wind-down in the evening.</li>
        <li>Comfort after exercise, often alongside topical products.</li>
      </ul>
      <h3>What people say about THC</h3>
      <ul>
        <li>Relaxation and a lighter mood in social or creative settings.</li>
        <li>Feeling sleepy, which some people welcome at night.</li>
        <li>Increased appetite and enjoyment of food.</li>
        <li>Relief from everyday aches, often reported alongside CBD.</li>
      </ul>
      <p>
        In medicine, a prescription CBD medicine is approved in the US for certain rare seizure disorders, and synthetic
        THC medicines are approved for specific uses such as chemotherapy-related nausea. These are prescribed and
        monitored by doctors; they are not the same as consumer products. If you are thinking about cannabis for a
        health concern, talk to a healthcare provider first.
      </p>

      <h2>Ratios: using CBD and THC together</h2>
      <p>
        Many products combine the two, and the label shows a ratio of CBD to THC. A 1:1 product contains equal
        milligrams of each; a 20:1 product contains twenty times as much CBD as THC. Some people find that adding CBD
        makes THC feel gentler and clearer, although research on this "entourage effect" is limited.
      </p>
      <table>
        <thead>
          <tr>
            <th>Ratio (CBD:THC)</th>
            <th>What to expect</th>
            <th>Often chosen by</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>CBD only</td>
            <td>No intoxication</td>
            <td>People who want to avoid THC entirely</td>
          </tr>
          <tr>
            <td>20:1 to 10:1</td>
            <td>Very mild or no noticeable high</td>
            <td>Newcomers, daytime users</td>
          </tr>
          <tr>
            <td>4:1 to 2:1</td>
            <td>Gentle, relaxed, mostly clear-headed</td>
            <td>People easing into THC</td>
          </tr>
          <tr>
            <td>1:1</td>
            <td>Noticeable but balanced effects</td>
            <td>Evening use by people with some experience</td>
          </tr>
          <tr>
            <td>THC-dominant</td>
            <td>Full THC effects</td>
            <td>Experienced adults who know their tolerance</td>
          </tr>
        </tbody>
      </table>

      <h2>Side effects and cautions</h2>
      <p>
        THC's side effects are usually short-lived: dry mouth, red eyes, dizziness, a faster heartbeat, trouble with
        short-term memory and slower coordination. At higher doses some people feel anxious or paranoid. Frequent heavy
        use over time is linked to dependence and, in some people, repeated bouts of severe vomiting. High-potency THC
        is also associated with a higher risk of psychosis in people who are vulnerable to it.
      </p>
      <p>
        CBD is generally well tolerated, but it can cause drowsiness, diarrhea, changes in appetite and, at high doses,
        changes in liver tests. Its biggest practical risk is interactions: CBD can raise or lower the levels of
        medicines such as blood thinners, some anti-seizure drugs and sedatives. Talk to a healthcare provider before
        using either compound if you take medication, are pregnant or breastfeeding, have a heart condition, or have a
        history of psychosis.
      </p>

      <h2>Legal status</h2>
      <p>
        {hempDefinitionLine()} Before then, the law counted {REPLACED_HEMP_DEFINITION.thcMeasure} alone. Cannabis above
        those limits remains federally controlled, and each state sets its own rules for adult use, so what is allowed
        depends on where you live. {OUR_THC_PRODUCTS_ARE_CANNABIS} {STORE_NAME} sells only to adults {MINIMUM_AGE} or
        over; see our <a href="/compliance">compliance page</a> for details.
      </p>
      <Callout title="A note on drug tests" tone="warning">
        <p>
          Full-spectrum CBD products can contain trace THC, and THC products contain enough to be detected. If you are
          drug tested for work or sport, assume any product other than a verified THC-free isolate could cause a
          positive result.
        </p>
      </Callout>

      <h2>How to choose</h2>
      <ul>
        <li>
          <strong>You want no intoxication at all:</strong> choose CBD-only or high-CBD products and start at 5-15mg.
          Moving up through 15-30mg, and later 30-60mg, is something to do slowly over weeks. Amounts in the 60-100+mg
          range are best discussed with a healthcare provider.
        </li>
        <li>
          <strong>You are new and curious about THC:</strong> start with a high-CBD ratio or a micro dose of 1-2.5mg
          THC, and read our <a href="/dosage-safety-guide">dosage and safety guide</a> first.
        </li>
        <li>
          <strong>You want to relax in the evening and have some experience:</strong> a 1:1 or THC-dominant product at
          your usual amount, such as our <a href="/category/gummies">gummies</a>, may suit you.
        </li>
        <li>
          <strong>You are drug tested, pregnant, or take medication:</strong> talk to a healthcare provider before
          choosing any product.
        </li>
      </ul>
      <h3>Full-spectrum, broad-spectrum and isolate</h3>
      <p>
        Full-spectrum products keep the plant's range of cannabinoids and terpenes, including a little THC.
        Broad-spectrum products keep most of that range but remove THC to non-detectable levels. Isolates contain a
        single purified cannabinoid. Whatever you choose, check the certificate of analysis for the batch on our{' '}
        <a href="/lab-reports">lab reports</a> page to confirm what is inside.
      </p>
    </Article>
  );
}
