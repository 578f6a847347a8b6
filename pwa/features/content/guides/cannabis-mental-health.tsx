import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/cannabis-mental-health'];

/** The mental health guide: anxiety, depression, PTSD, mindful use, a strain guide, warning signs, 988. */
export default function CannabisMentalHealthGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead="Many adults use cannabis to unwind, and some hope it will ease anxiety or low mood. The honest picture is more complicated. This guide covers what research shows, how to use cannabis mindfully, and the signs that it is time to step back and reach out."
    >
      <Callout title="If you need help now" tone="warning">
        <p>
          <strong>If you are in crisis, call or text 988, the Suicide & Crisis Lifeline.</strong> It is free,
          confidential and open 24 hours a day, every day, anywhere in the US. Veterans can dial 988 and press 1. If you
          or someone else is in immediate danger, call 911.
        </p>
      </Callout>

      <h2>What we know, and what we don't</h2>
      <p>
        Cannabis affects the brain directly, so it is no surprise that it can change how people feel. Those changes can
        be pleasant or unpleasant, and they depend on the amount of THC, the balance of THC and CBD, the setting, and
        the person. Research into cannabis and mental health is growing but still limited: many studies are small, short
        or based on people describing their own experiences, and results often point in different directions.
      </p>
      <p>
        This guide is general information, not medical advice, and cannabis is not a treatment for any mental health
        condition. If you are living with anxiety, depression, trauma or another condition, a healthcare provider can
        help you explore approaches that have been carefully studied, and can tell you how cannabis might fit with, or
        interfere with, your care.
      </p>

      <h2>Cannabis and anxiety</h2>
      <p>
        THC tends to work in two directions. Many people find a small amount relaxing, but a larger amount of the same
        product can bring racing thoughts, a pounding heart, paranoia or even a panic attack. People who already live
        with anxiety may be more sensitive to this effect, and potent products make it easier to overshoot.
      </p>
      <p>
        CBD is often described as calming, and a handful of small studies have looked at CBD and anxiety in specific
        situations, with mixed results. That is interesting early work, not proof. Some people also find that products
        combining CBD with a little THC feel gentler than THC alone.
      </p>
      <h3>If anxiety is part of why you're curious</h3>
      <ul>
        <li>Choose CBD-dominant or balanced products rather than high-THC ones.</li>
        <li>
          Start in the micro range and increase very slowly; see our <a href="/dosage-safety-guide">dosage guide</a>.
        </li>
        <li>Use cannabis in a calm, familiar place, not to get through a stressful event.</li>
        <li>If cannabis ever makes you feel more anxious, stop, and mention it to a healthcare provider.</li>
      </ul>

      <h2>Cannabis and low mood or depression</h2>
      <p>
        Some people say cannabis lifts their mood for a while or helps them switch off. There is no good evidence that
        cannabis improves depression itself, however, and studies have linked frequent, heavy use with more depressive
        symptoms over time. Cannabis can also blunt feelings, which may feel like relief in the moment but can make it
        harder to notice what you need and to do the things that help most, such as sleep, movement and connection with
        other people.
      </p>
      <p>
        If you take an antidepressant or any other medication for your mood, talk to your prescriber or pharmacist
        before using cannabis or CBD, since both can interact with some medicines. And if low mood lasts for more than a
        couple of weeks, or you find yourself using cannabis to get through every day, that is a good moment to reach
        out for support.
      </p>

      <h2>Cannabis and PTSD</h2>
      <p>
        Some people living with post-traumatic stress, including many veterans, report using cannabis to help with
        sleep, nightmares or feeling constantly on edge. Clinical trials so far have been small and their results mixed,
        so researchers cannot yet say whether cannabis helps, and for whom. Proven, trauma-focused therapies are
        available and effective for many people.
      </p>
      <p>
        There are also risks to weigh. People with PTSD appear more likely to develop problems with cannabis use, and
        stopping after regular use can bring back disturbed sleep and vivid dreams for a time. If trauma is part of your
        story, please talk about cannabis openly with a clinician who understands PTSD rather than managing it alone.
      </p>

      <h2>Who should be especially careful</h2>
      <p>
        High-THC cannabis, especially when used often, is associated with a higher risk of psychosis: losing touch with
        reality, hearing or seeing things others don't, or holding fixed, unusual beliefs. The risk appears greatest for
        people with a personal or family history of psychosis, schizophrenia or bipolar disorder, and for younger adults
        whose brains are still developing. If any of this applies to you, talk to a healthcare provider before using
        cannabis, and consider avoiding THC altogether.
      </p>

      <h2>Mindful use</h2>
      <p>
        Mindful use means choosing cannabis deliberately, for a reason you understand, rather than reaching for it out
        of habit or to escape. A few practices help:
      </p>
      <ul>
        <li>
          <strong>Check in first.</strong> Before each session, ask how you feel and why you want to use cannabis now.
          If the honest answer is "to avoid feeling something", pause.
        </li>
        <li>
          <strong>Set an intention and a limit.</strong> Decide what you want from the evening and how much you will
          take before you start.
        </li>
        <li>
          <strong>Mind your setting.</strong> A comfortable place, trusted company and no obligations make a calm
          experience more likely.
        </li>
        <li>
          <strong>Keep some days cannabis-free.</strong> Regular breaks keep tolerance low and show you how you feel
          without it.
        </li>
        <li>
          <strong>Keep notes.</strong> A short journal, like the one in our{' '}
          <a href="/beginners-wellness-routine">beginner routine</a>, makes patterns visible.
        </li>
      </ul>

      <h2>A strain guide for a calmer experience</h2>
      <p>
        Labels such as "indica" and "sativa" are a loose tradition rather than a reliable guide to how a product will
        feel. The cannabinoid content and the aroma compounds called terpenes tell you more. Both are listed on the
        certificate of analysis for each batch on our <a href="/lab-reports">lab reports</a> page. What follows reflects
        what people commonly report; research on terpenes in particular is limited.
      </p>
      <table>
        <thead>
          <tr>
            <th>Profile</th>
            <th>What to look for</th>
            <th>What some people report</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>CBD-dominant</td>
            <td>Much more CBD than THC, such as 20:1</td>
            <td>Calm and clear-headed, with little or no high</td>
          </tr>
          <tr>
            <td>Balanced</td>
            <td>Roughly equal CBD and THC (1:1)</td>
            <td>Relaxed, with a softer high than THC alone</td>
          </tr>
          <tr>
            <td>Linalool- or myrcene-rich</td>
            <td>Floral, lavender-like or earthy, musky aromas</td>
            <td>Soothing, sometimes sleepy; often chosen for evenings</td>
          </tr>
          <tr>
            <td>Limonene-rich</td>
            <td>Bright citrus aromas</td>
            <td>Uplifted mood for some, though a few feel more restless</td>
          </tr>
          <tr>
            <td>High-THC, low-CBD</td>
            <td>The highest THC figures on the shelf</td>
            <td>The most likely to trigger anxiety or paranoia in sensitive people</td>
          </tr>
        </tbody>
      </table>
      <p>
        If you are sensitive to anxiety, start with the top two rows. Our <a href="/cbd-vs-thc-guide">CBD versus THC</a>{' '}
        guide explains ratios in more depth.
      </p>

      <h2>Warning signs to watch for</h2>
      <p>
        Cannabis use can become a problem gradually, and it is easier to change course early. Take these signs
        seriously, in yourself or someone you care about:
      </p>
      <ul>
        <li>Using more, or more often, than you planned, or finding it hard to cut back.</li>
        <li>Needing more to feel the same effect.</li>
        <li>Irritability, restlessness, poor sleep or low appetite when you go without.</li>
        <li>Using cannabis to cope with every difficult feeling, or every day just to feel normal.</li>
        <li>Work, study, money or relationships suffering because of use.</li>
        <li>Panic attacks, paranoia, or hearing or seeing things that others don't.</li>
        <li>Thoughts of harming yourself, or feeling that life isn't worth living.</li>
      </ul>
      <h3>Where to get support</h3>
      <p>
        Start with a healthcare provider you trust; being open about your cannabis use helps them help you. The SAMHSA
        National Helpline, 1-800-662-4357, offers free, confidential treatment referrals and information around the
        clock. And if you are having thoughts of suicide or are in emotional distress, call or text 988 to reach the
        Suicide & Crisis Lifeline at any hour. You do not need to be in immediate danger to reach out.
      </p>
    </Article>
  );
}
