import { MINIMUM_AGE } from '#shared/age';
import { hempDefinitionLine } from '#shared/compliance/hemp-law';
import { STORE_NAME } from '#shared/content/business';
import {
  EDIBLE_FULL_EFFECT,
  EDIBLE_ONSET,
  EDIBLE_TIMING_SOURCES,
  EDIBLE_WAIT_HOURS,
} from '#shared/content/edible-timing';
import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/dosage-safety-guide'];

/**
 * The dosage and safety guide: doses by product type, CBD ranges, what to do after too much, a personal plan,
 * and the public-health sources for how long edibles take, which the other guides point to.
 */
export default function DosageSafetyGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead={`How much to take, how long to wait, and what to do if a dose feels like too much. These are the figures our team at ${STORE_NAME} uses when helping adults find an amount that feels comfortable, written down in one place.`}
    >
      <Callout title="The short version">
        <p>
          With gummies, start with half to one gummy, wait at least {EDIBLE_WAIT_HOURS} hours before deciding whether to
          take more, and take no more than 2 in 24 hours. With flower, prerolls or vapes, take one small inhale and wait
          15 minutes. When in doubt, wait longer: you can always take more later, but you cannot take less.
        </p>
      </Callout>

      <h2>Why "start low, go slow" matters</h2>
      <p>
        Two adults can take the same gummy and have very different experiences. Body weight, metabolism, what you ate
        that day, how often you use cannabis, your genetics, your mood and even the room you are in all shape how a dose
        feels. A serving that is pleasant for a regular user can be overwhelming for someone who has not used cannabis
        in years. Because nobody can predict your response in advance, the safest approach is to begin with a small
        amount and increase it in small steps over several sessions.
      </p>
      <p>
        THC, the main intoxicating compound in cannabis, also tends to behave differently at different amounts. Many
        people find a small dose relaxing, while a larger dose of the same product can bring racing thoughts, a fast
        heartbeat or unease. More is not simply "more of the same", which is one more reason to find your own lowest
        effective amount rather than aiming for a number someone else uses.
      </p>
      <h3>What "low" means for you</h3>
      <p>
        If you are new, returning after a long break, older, or taking any medication, treat the lowest range in each
        table below as your starting point. If you use cannabis regularly you may already know your comfortable range,
        but it is still worth starting lower whenever you switch to a new product, brand or format, because potency and
        onset vary.
      </p>

      <h2>Edibles and gummies</h2>
      <p>
        When you swallow cannabis, it is absorbed through the digestive system and processed by the liver before it
        reaches the rest of the body. That is why edibles tend to take longer to build, feel stronger for the same
        number of milligrams, and last longer than inhaled cannabis. Always read the label for the milligrams of THC per
        piece, not just per package.
      </p>
      <table>
        <thead>
          <tr>
            <th>Range</th>
            <th>THC per serving</th>
            <th>Who it tends to suit</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Micro</td>
            <td>1-2.5mg</td>
            <td>First-time users, people sensitive to THC, daytime use where you want to stay clear-headed</td>
          </tr>
          <tr>
            <td>Low</td>
            <td>2.5-5mg</td>
            <td>Occasional users, relaxation in the evening, people who found the micro range too subtle</td>
          </tr>
          <tr>
            <td>Standard</td>
            <td>5-10mg</td>
            <td>Regular users with some tolerance who know how edibles affect them</td>
          </tr>
          <tr>
            <td>High</td>
            <td>10-20mg</td>
            <td>Experienced users with a well-established tolerance only; not a starting point</td>
          </tr>
        </tbody>
      </table>
      <h3>Gummies: how many should I take?</h3>
      <p>
        Start with half to one gummy. If the gummy holds more THC than the micro or low range, cut it in half or in
        quarters with a clean knife. Edibles can take {EDIBLE_ONSET} to be felt and {EDIBLE_FULL_EFFECT} to reach their
        full effect, so wait at least {EDIBLE_WAIT_HOURS} hours before deciding whether to take more. Across a day, take
        no more than 2 in 24 hours, even if the first one felt mild.
      </p>
      <h3>Why waiting matters</h3>
      <p>
        The most common edible mistake is "I don't feel anything yet, so I'll take another." An hour later both doses
        arrive together, and a pleasant evening turns into an uncomfortable one. Set a timer on your phone when you take
        a gummy and do not reach for a second until it goes off. Eating a normal meal beforehand can also make the
        experience steadier. You can browse gummies with clear per-piece labelling in our{' '}
        <a href="/category/gummies">gummies collection</a>.
      </p>

      <h2>Flower, prerolls and vapes</h2>
      <p>
        Inhaled cannabis reaches the bloodstream through the lungs, so effects usually appear within minutes and fade
        sooner than with edibles. That makes inhalation easier to adjust, but it is also easy to take several puffs
        before the first one has fully landed.
      </p>
      <ul>
        <li>
          <strong>Flower:</strong> take one small inhale, then wait 15 minutes before taking another. There is no need
          to hold smoke or vapor in your lungs for a long time.
        </li>
        <li>
          <strong>Prerolls:</strong> take one or two puffs, put the preroll out safely, and save the rest. A single
          preroll is often several sessions for a beginner.
        </li>
        <li>
          <strong>Vapes:</strong> vape oil is usually far more concentrated than flower. Take one short, gentle draw and
          wait 15 minutes, just as you would with flower.
        </li>
      </ul>
      <p>
        Explore <a href="/category/flower">flower</a>, <a href="/category/prerolls">prerolls</a> and{' '}
        <a href="/category/vapes">vapes</a> to compare potency on each product page before you buy.
      </p>

      <h2>Tinctures and oils</h2>
      <p>
        Tinctures come with a dropper marked in millilitres, and the label tells you how many milligrams are in each
        millilitre. Start with the micro range of 1-2.5mg THC, which is often a fraction of a full dropper. Holding the
        liquid under your tongue for a minute may let some people feel it a little sooner, but anything you swallow
        behaves like an edible, so wait at least {EDIBLE_WAIT_HOURS} hours before taking more. Use the same dropper each
        time so your doses stay consistent.
      </p>

      <h2>CBD ranges</h2>
      <p>
        CBD does not cause the "high" associated with THC, but it is still an active compound and the amount matters.
        Research on ideal amounts is limited, and people use very different doses. These broad ranges help you choose a
        starting point:
      </p>
      <table>
        <thead>
          <tr>
            <th>Range</th>
            <th>CBD per day</th>
            <th>Notes</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Light</td>
            <td>5-15mg</td>
            <td>A sensible first try, and a common amount in balanced products</td>
          </tr>
          <tr>
            <td>Moderate</td>
            <td>15-30mg</td>
            <td>Where many adults settle for everyday use</td>
          </tr>
          <tr>
            <td>Higher</td>
            <td>30-60mg</td>
            <td>Reached gradually over weeks, not on day one</td>
          </tr>
          <tr>
            <td>Very high</td>
            <td>60-100+mg</td>
            <td>Talk to a healthcare provider first, especially if you take any medication</td>
          </tr>
        </tbody>
      </table>
      <p>
        CBD can change how the liver processes some medicines, including blood thinners and certain anti-seizure drugs.
        If you take a prescription, ask your pharmacist or healthcare provider before you start. Read more in our{' '}
        <a href="/cbd-vs-thc-guide">CBD versus THC guide</a>.
      </p>

      <h2>Do and don't</h2>
      <h3>Do</h3>
      <ul>
        <li>Read the label for milligrams per serving and the total in the package.</li>
        <li>Start with the lowest range and change only one thing at a time: dose, product or timing.</li>
        <li>Use cannabis in a familiar, comfortable place, ideally with someone you trust the first few times.</li>
        <li>Eat something and keep water nearby.</li>
        <li>Keep products in their original, child-resistant packaging, locked away from children and pets.</li>
        <li>
          Check the certificate of analysis for the batch you bought on our <a href="/lab-reports">lab reports</a> page.
        </li>
      </ul>
      <h3>Don't</h3>
      <ul>
        <li>Don't drive, cycle, swim or operate machinery after using cannabis.</li>
        <li>Don't take a second edible before {EDIBLE_WAIT_HOURS} hours have passed.</li>
        <li>Don't mix cannabis with alcohol or sedatives; together they can be much stronger than either alone.</li>
        <li>Don't share products with anyone under {MINIMUM_AGE}.</li>
        <li>Don't use cannabis if you are pregnant or breastfeeding.</li>
        <li>Don't assume a new product will feel like your old one, even at the same number of milligrams.</li>
      </ul>

      <h2>What to do if you take too much</h2>
      <Callout title="When to get help right away" tone="warning">
        <p>
          Call 911 if someone has chest pain, trouble breathing, faints, has a seizure or cannot be woken. If a child or
          pet eats a cannabis product, call Poison Control at 1-800-222-1222 or 911 straight away, even if they seem
          fine.
        </p>
      </Callout>
      <p>
        Taking more THC than you meant to is unpleasant but, for a healthy adult, the feeling passes. Most people find
        these steps help while it does:
      </p>
      <ol>
        <li>Remind yourself that the feeling is temporary and will fade with time.</li>
        <li>Move somewhere quiet, safe and familiar; dim the lights and lower the noise.</li>
        <li>Sip water and have a light snack; avoid alcohol and caffeine.</li>
        <li>Breathe slowly: in for four counts, out for six, for a few minutes.</li>
        <li>Lie down or rest. Sleeping it off is perfectly fine if you are somewhere safe.</li>
        <li>Ask a trusted person to stay with you, and do not take any more cannabis.</li>
      </ol>
      <p>
        Some people say CBD takes the edge off too much THC, but research on this is limited, so do not rely on it.
        Afterwards, write down what you took and when, and drop to a lower range next time.
      </p>

      <h2>Build your personal dosing plan</h2>
      <p>
        A simple plan turns guesswork into something you can repeat. Keep it in a notebook or your phone's notes app.
      </p>
      <ol>
        <li>Pick one product and note its milligrams per serving.</li>
        <li>Choose a starting dose from the lowest range that fits you.</li>
        <li>Decide your ceiling for the day before you start, and stick to it.</li>
        <li>
          Take your dose at a quiet time, then wait at least {EDIBLE_WAIT_HOURS} hours for edibles or 15 minutes for
          inhaled cannabis.
        </li>
        <li>Write down how you felt, how long it lasted and how you slept.</li>
        <li>Repeat the same dose at least twice before changing it, and then change it by a small step.</li>
      </ol>
      <p>
        Our <a href="/beginners-wellness-routine">four-week beginner routine</a> walks through this plan week by week,
        with a tracking template you can copy.
      </p>

      <h2>Legal and medical notes</h2>
      <h3>The law</h3>
      <p>
        You must be {MINIMUM_AGE} or over to buy from {STORE_NAME}. {hempDefinitionLine()} Cannabis above those limits,
        which includes every THC product we sell, is federally controlled and legal only under state law, which varies.
        Even a product with little THC can show up on a drug test. Do not carry cannabis across state lines or onto
        flights, and check your own state's rules. Our <a href="/compliance">compliance page</a> explains how we follow
        them.
      </p>
      <h3>Your health</h3>
      <p>
        This guide is general information, not medical advice. Talk to a healthcare provider before using cannabis if
        you take any medication, are pregnant, trying to conceive or breastfeeding, have a heart condition or high blood
        pressure, or have a personal or family history of psychosis, bipolar disorder or substance use problems. If
        cannabis ever starts to feel like something you need rather than something you choose, that is worth discussing
        with a professional too.
      </p>

      <h2>Sources</h2>
      <p>How long edibles take to be felt, as public-health agencies put it:</p>
      <ul>
        {EDIBLE_TIMING_SOURCES.map((source) => (
          <li key={source.url}>
            <a href={source.url}>{source.title}</a>, {source.publisher}: {source.says}
          </li>
        ))}
      </ul>
    </Article>
  );
}
