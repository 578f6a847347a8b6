import { EDIBLE_FULL_EFFECT, EDIBLE_ONSET, EDIBLE_WAIT_HOURS } from '#shared/content/edible-timing';
import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/pain-management-guide'];

/** The pain management guide: benefits, strains, products, dosing, timing and safety. */
export default function PainManagementGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead="Aches after a long day, a stiff back, sore muscles after exercise: many adults say cannabis makes everyday discomfort easier to live with. This guide looks at what the research actually shows, how people choose and dose products, and the safety points that matter most."
    >
      <Callout title="Cannabis is not a substitute for medical care" tone="warning">
        <p>
          Get medical help promptly for sudden or severe pain, chest pain, pain after an injury, pain with fever,
          numbness or weakness, or pain that keeps getting worse. If you live with long-term pain, talk to a healthcare
          provider before using cannabis, and never stop or change a prescribed medicine without their advice.
        </p>
      </Callout>

      <h2>What the research says</h2>
      <p>
        Reviews of the research have found some evidence that cannabinoids can offer modest relief for certain kinds of
        long-lasting pain in adults, particularly pain related to nerves. The effects in most studies were small to
        moderate, not everyone benefited, and side effects such as dizziness and drowsiness were common. Many trials
        used pharmaceutical cannabinoids rather than the products you find in stores, and evidence for short-term pain,
        such as after surgery or an injury, is weak.
      </p>
      <p>
        In short, research is limited and still developing. Cannabis is not approved to treat pain, and it is not a cure
        for any condition. What many people describe is that it takes the edge off discomfort or makes it bother them
        less, which can help them relax, sleep or stay active.
      </p>

      <h2>How cannabis may affect discomfort</h2>
      <p>
        The body's endocannabinoid system is one of several systems involved in how pain signals are sent and how they
        are experienced. CB1 receptors in the brain and spinal cord play a role in pain signalling, and CB2 receptors
        are found on immune cells involved in inflammation. THC activates CB1 receptors, and some research suggests
        that, rather than switching pain off, it may change how unpleasant or distracting pain feels. CBD acts
        differently and is being studied for its effects on inflammation, though most of that work has been done in the
        laboratory.
      </p>

      <h2>Choosing ratios and strains</h2>
      <p>
        The balance of CBD and THC matters more than labels such as "indica" or "sativa". Many people start with more
        CBD and add THC gradually, because THC brings both the effects people want and most of the side effects.
      </p>
      <table>
        <thead>
          <tr>
            <th>Profile</th>
            <th>How people describe it</th>
            <th>Often chosen for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>CBD-dominant</td>
            <td>No high; some people feel more at ease</td>
            <td>Daytime, work days, people avoiding THC</td>
          </tr>
          <tr>
            <td>Balanced 1:1</td>
            <td>Mild, manageable effects</td>
            <td>Evenings, people easing into THC</td>
          </tr>
          <tr>
            <td>THC-dominant</td>
            <td>Stronger relaxation and sleepiness</td>
            <td>Evenings at home, experienced adults</td>
          </tr>
        </tbody>
      </table>
      <p>
        Among terpenes, beta-caryophyllene (a peppery aroma also found in black pepper) interacts with CB2 receptors in
        laboratory studies, and myrcene is common in cultivars people choose for relaxing. Whether this matters in
        everyday use is not yet known. Our <a href="/cbd-vs-thc-guide">CBD versus THC guide</a> explains ratios in more
        detail.
      </p>

      <h2>Choosing a product</h2>
      <h3>Gummies for steady, longer-lasting effects</h3>
      <p>
        Edibles last several hours, which many people prefer for ongoing, predictable discomfort, such as an evening
        after a long shift. Our <a href="/category/gummies">gummies</a> list milligrams per piece for precise dosing.
      </p>
      <h3>Flower, prerolls and vapes for quicker effects</h3>
      <p>
        Inhaled cannabis works within minutes and fades sooner, so some people keep it for flare-ups. Take one small
        inhale and wait 15 minutes before deciding on more. See <a href="/category/flower">flower</a>,{' '}
        <a href="/category/prerolls">prerolls</a> and <a href="/category/vapes">vapes</a>. If you have a lung condition,
        inhaling anything is best discussed with your provider first.
      </p>
      <h3>Topicals</h3>
      <p>
        Creams and balms containing cannabinoids are applied to the skin over a specific area and are not intoxicating.
        Some people like them after exercise, though research on how well they work is limited.
      </p>

      <h2>Dosing for comfort</h2>
      <p>
        The aim is the lowest amount that helps you function and feel better, not to feel as strongly affected as
        possible. Start low and go slow:
      </p>
      <ul>
        <li>
          <strong>THC edibles:</strong> begin at the micro range of 1-2.5mg, moving to the low range of 2.5-5mg if
          needed. The standard range of 5-10mg is for people who already know how edibles affect them.
        </li>
        <li>
          <strong>Gummies:</strong> start with half to one gummy. Edibles can take {EDIBLE_ONSET} to be felt, so wait at
          least {EDIBLE_WAIT_HOURS} hours before taking more, and take no more than 2 in 24 hours.
        </li>
        <li>
          <strong>CBD:</strong> start at 5-15mg, moving to 15-30mg and then 30-60mg only gradually. Amounts in the
          60-100+mg range should be discussed with a healthcare provider, particularly if you take other medicines.
        </li>
        <li>
          <strong>Inhaled cannabis:</strong> one small inhale, then wait 15 minutes.
        </li>
      </ul>
      <p>
        See our <a href="/dosage-safety-guide">dosage and safety guide</a> for the full ranges and what to do if you
        take too much.
      </p>

      <h2>Timing and tracking</h2>
      <p>
        When discomfort follows a pattern, such as evenings after physical work or the morning after exercise, some
        people time an edible so it has built before that point, remembering that edibles can take {EDIBLE_FULL_EFFECT}{' '}
        to reach their full effect. Inhaled cannabis can be used closer to the moment, as long as you are not about to
        drive or work.
      </p>
      <h3>Track function, not just pain</h3>
      <p>
        A simple daily note helps you and your healthcare provider judge whether cannabis is adding anything. Record
        your discomfort on a scale of 0 to 10, what you were able to do that day, how you slept, what you took and when,
        and any side effects. If after a few weeks your notes show no real change, cannabis may not be the right tool
        for you.
      </p>

      <h2>Medications and safety</h2>
      <ul>
        <li>
          <strong>Opioids, sedatives and sleep medicines:</strong> combining them with cannabis can deepen drowsiness
          and slow reactions. Talk to your prescriber first.
        </li>
        <li>
          <strong>Blood thinners and some anti-seizure medicines:</strong> CBD can change how these are processed and
          alter their levels in the blood.
        </li>
        <li>
          <strong>Pregnancy, heart conditions and psychosis:</strong> talk to a healthcare provider before using
          cannabis if you are pregnant or breastfeeding, have a heart condition, or have a history of psychosis.
        </li>
        <li>
          <strong>Falls:</strong> dizziness is a common side effect; older adults should take extra care.
        </li>
        <li>
          <strong>Driving:</strong> never drive or operate machinery after using cannabis.
        </li>
      </ul>
      <p>
        Always check the certificate of analysis for your batch on our <a href="/lab-reports">lab reports</a> page, so
        you know the dose you are taking is what the label says.
      </p>

      <h2>One part of a bigger plan</h2>
      <p>
        For most people, the things that help long-term discomfort most are a combination: gentle, regular movement,
        physical therapy, good sleep, heat or cold, stress management and support from healthcare professionals. Some
        people find cannabis a useful addition to that mix; others find it does little. Our{' '}
        <a href="/cannabis-for-sleep">sleep guide</a> and <a href="/wellness-benefits-guide">wellness guide</a> cover
        how cannabis can fit into a broader routine.
      </p>
    </Article>
  );
}
