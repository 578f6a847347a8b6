import { EDIBLE_FULL_EFFECT, EDIBLE_ONSET, EDIBLE_WAIT_HOURS } from '#shared/content/edible-timing';
import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/cannabis-for-sleep'];

/** The sleep guide: benefits, strains, products, dosing, timing and safety, for the night. */
export default function CannabisForSleepGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead="A good night's sleep is one of the most common reasons adults try cannabis. Some people find it helps them drift off; others find it makes little difference or leaves them groggy. Here is how to approach cannabis at night thoughtfully, from choosing a product to timing your dose."
    >
      <Callout title="When to see a healthcare provider">
        <p>
          If you have struggled with sleep for months, snore loudly or wake up gasping, feel very sleepy during the day,
          or your sleep problems affect your mood or work, talk to a healthcare provider. Conditions such as sleep apnea
          need proper assessment, and structured approaches like cognitive behavioural therapy for insomnia are well
          studied and often recommended first.
        </p>
      </Callout>

      <h2>How cannabis may affect sleep</h2>
      <p>
        Research on cannabis and sleep is limited, and many studies are small or rely on people's own reports. Still, a
        few patterns come up often:
      </p>
      <ul>
        <li>
          <strong>Falling asleep.</strong> Some people find that THC helps them fall asleep more quickly, especially
          when racing thoughts or physical restlessness keep them awake.
        </li>
        <li>
          <strong>Dreaming.</strong> THC appears to reduce REM sleep, the stage when most vivid dreaming happens. Many
          regular users notice fewer remembered dreams.
        </li>
        <li>
          <strong>Tolerance.</strong> With nightly use, the same amount tends to do less over time, and people are
          tempted to take more.
        </li>
        <li>
          <strong>Stopping.</strong> After regular use, taking a break can bring a few nights of restless sleep and
          unusually vivid dreams while the body readjusts.
        </li>
      </ul>
      <p>
        CBD does not make most people sleepy in the way THC can, but some find it helps them feel settled in the
        evening. Research on CBD and sleep is early and mixed. CBN, a minor cannabinoid often marketed for sleep, has
        very little research behind it so far.
      </p>

      <h2>Start with the basics</h2>
      <p>
        Cannabis works best, if it helps at all, on top of good sleep habits rather than instead of them. These simple
        steps make a real difference for many people:
      </p>
      <ul>
        <li>Keep a regular bedtime and wake-up time, even at weekends.</li>
        <li>Keep your bedroom dark, quiet and cool, and save the bed for sleep.</li>
        <li>Put screens away for a while before bed, and dim the lights in the evening.</li>
        <li>Cut down on caffeine after lunch, and avoid heavy meals and alcohol late in the evening.</li>
        <li>Get daylight and some movement during the day.</li>
        <li>If you cannot sleep, get up and do something calm in low light until you feel sleepy.</li>
      </ul>

      <h2>Choosing products for the night</h2>
      <h3>Gummies and other edibles</h3>
      <p>
        Edibles last longer than inhaled cannabis, so many people choose them when staying asleep through the night is
        the challenge. Their slow build means timing matters more; see the section on timing below. Our{' '}
        <a href="/category/gummies">gummies</a> list the milligrams per piece so you can dose precisely.
      </p>
      <h3>Flower, prerolls and vapes</h3>
      <p>
        Inhaled cannabis acts within minutes and fades sooner, which suits people whose main difficulty is falling
        asleep. It is also easier to adjust on the night. Browse <a href="/category/flower">flower</a>,{' '}
        <a href="/category/prerolls">prerolls</a> and <a href="/category/vapes">vapes</a>, and avoid smoking in bed.
      </p>
      <h3>CBD and balanced products</h3>
      <p>
        If THC leaves you groggy or anxious, a CBD-dominant or 1:1 product may feel gentler. Our{' '}
        <a href="/cbd-vs-thc-guide">CBD versus THC guide</a> explains how ratios work.
      </p>
      <h3>Strains and terpenes</h3>
      <p>
        Labels such as "indica" are not a reliable guide to sleepiness. Instead, look at the terpene profile on the
        batch's certificate of analysis. Cultivars rich in myrcene (earthy, musky) or linalool (floral, lavender-like)
        are the ones people most often choose at night, and beta-caryophyllene (peppery) is a common companion. These
        associations come mainly from user reports; research on terpenes and sleep is limited. Very high-THC products
        are not necessarily better for sleep and can leave you restless or foggy the next day.
      </p>

      <h2>Dosing for sleep</h2>
      <p>
        The right amount for sleep is usually smaller than people expect. Too much THC can cause a racing heart,
        restlessness or a "hangover" of grogginess the next morning. Start low and go slow:
      </p>
      <table>
        <thead>
          <tr>
            <th>Product</th>
            <th>Starting point</th>
            <th>Before taking more</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Gummies</td>
            <td>Half to one gummy</td>
            <td>Wait at least {EDIBLE_WAIT_HOURS} hours; no more than 2 in 24 hours</td>
          </tr>
          <tr>
            <td>Other edibles</td>
            <td>Micro range, 1-2.5mg THC, moving to 2.5-5mg only if needed</td>
            <td>Wait at least {EDIBLE_WAIT_HOURS} hours</td>
          </tr>
          <tr>
            <td>Flower, prerolls, vapes</td>
            <td>One small inhale</td>
            <td>Wait 15 minutes</td>
          </tr>
          <tr>
            <td>CBD</td>
            <td>5-15mg, increasing gradually to 15-30mg if you wish</td>
            <td>Give each amount several nights</td>
          </tr>
        </tbody>
      </table>
      <p>
        Keep the same dose for several nights before changing it, and write down how quickly you fell asleep, whether
        you woke during the night and how you felt in the morning. Our{' '}
        <a href="/dosage-safety-guide">dosage and safety guide</a> has the full ranges.
      </p>

      <h2>Timing your dose</h2>
      <p>
        Edibles can take {EDIBLE_ONSET} to be felt and {EDIBLE_FULL_EFFECT} to reach their full effect; our{' '}
        <a href="/dosage-safety-guide">dosage and safety guide</a> lists the sources. Taking a gummy as your head hits
        the pillow can mean it peaks in the middle of the night and lingers into the morning. Most people do better
        taking it earlier in the evening, as part of winding down, so that it has settled by the time they go to bed.
        With inhaled cannabis, closer to bedtime is fine: take one small inhale, wait 15 minutes, and decide whether you
        need anything more.
      </p>
      <h3>A sample wind-down</h3>
      <ol>
        <li>Finish dinner and any alcohol-free drinks, and start dimming the lights.</li>
        <li>Take your edible early in the evening, then settle into something calm: reading, a bath, stretching.</li>
        <li>Put your phone on charge outside the bedroom.</li>
        <li>Go to bed at your usual time, and avoid topping up if you wake in the night.</li>
        <li>Next morning, note how you slept and how clear you feel.</li>
      </ol>
      <p>
        Avoid taking more cannabis in the middle of the night. A dose at that hour is likely to still be active when you
        need to be alert, for example to drive.
      </p>

      <h2>Tolerance and breaks</h2>
      <p>
        Using cannabis every night can make it less effective for sleep over time. Many people use it on some nights
        rather than all, or take regular breaks of a week or more. If you stop after a long stretch of nightly use,
        expect a few unsettled nights and vivid dreams; this usually passes. If you find you cannot sleep at all without
        cannabis, talk to a healthcare provider.
      </p>

      <h2>Safety at night</h2>
      <ul>
        <li>
          Talk to a healthcare provider before combining cannabis with sleep medicines, sedatives, opioids or
          antidepressants, and if you are pregnant or breastfeeding, have a heart condition, or have a history of
          psychosis.
        </li>
        <li>Don't combine cannabis with alcohol at bedtime; together they can deepen sedation.</li>
        <li>Don't drive the next morning if you feel at all groggy or slow.</li>
        <li>
          Take extra care getting up in the night; dizziness can raise the risk of falls, especially for older adults.
        </li>
        <li>Keep products in their original packaging, away from the bedside if children or pets share your home.</li>
        <li>
          Check your batch's certificate of analysis on our <a href="/lab-reports">lab reports</a> page.
        </li>
      </ul>
      <p>
        For some people, cannabis becomes a helpful part of a calm bedtime routine. For others, good sleep habits alone
        do more. Either way, paying attention to how you actually sleep is the best guide.
      </p>
    </Article>
  );
}
