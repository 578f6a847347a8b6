import { MINIMUM_AGE } from '#shared/age';
import { EDIBLE_FULL_EFFECT, EDIBLE_ONSET, EDIBLE_WAIT_HOURS } from '#shared/content/edible-timing';
import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/beginners-wellness-routine'];

/** The beginner routine guide: a 4-week plan, products, sample routines, tracking, common mistakes. */
export default function BeginnersWellnessRoutineGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead="New to cannabis, or coming back after a long break? This four-week plan helps you learn how your body responds, one small step at a time, so that any routine you settle into is one you chose on purpose."
    >
      <Callout title="Before you begin">
        <p>
          This plan is for adults {MINIMUM_AGE} and over. If you take any medication, are pregnant or breastfeeding,
          have a heart condition, or have a personal or family history of psychosis, talk to a healthcare provider
          before you start. Never drive or operate machinery after using cannabis.
        </p>
      </Callout>

      <h2>Getting ready</h2>
      <p>
        A routine works best when you know why you are starting it. Write down one simple goal in your own words, such
        as "unwind after work without a glass of wine", "feel more settled on Sunday evenings" or "enjoy a relaxed
        evening with my partner". A clear goal makes it easier to notice whether something helps and to stop if it does
        not.
      </p>
      <p>
        Next, choose a regular time and place. Most beginners find the evening easiest: there is nowhere to be, no need
        to drive, and a familiar, quiet setting keeps the experience calm. Finally, pick a single product to learn with.
        Changing products in the first month makes it hard to tell what caused what.
      </p>
      <h3>Take a few baseline notes</h3>
      <p>
        For two or three days before your first dose, jot down how you feel in the evening, how long it takes you to
        fall asleep and how rested you feel the next morning. These notes give you something to compare against, so you
        can judge honestly whether cannabis is adding anything.
      </p>

      <h2>Your four-week plan</h2>
      <p>
        The plan moves slowly on purpose. Each week builds on the last, and you can repeat any week as often as you
        like. There is no prize for reaching week four quickly.
      </p>
      <h3>Week 1: Start with the smallest step</h3>
      <p>
        Choose two or three evenings this week, not every night. With an edible, start in the micro range of 1-2.5mg
        THC, or with half to one gummy if your gummy is within that range; otherwise cut it down to size. If you prefer
        to avoid THC altogether, start with 5-15mg of CBD instead. Edibles can take {EDIBLE_ONSET} to be felt and keep
        building after that, so wait at least {EDIBLE_WAIT_HOURS} hours and do not take more that evening. It is
        completely normal to feel very little this week. That is the point: you are learning your floor.
      </p>
      <h3>Week 2: Find your starting dose</h3>
      <p>
        If week one felt like nothing at all, you can try a little more, staying within the low range of 2.5-5mg. If it
        already felt noticeable, stay where you are. Keep to the same product, time and place, and keep to two or three
        sessions. Look for a dose that feels gently relaxing while leaving you clear enough to hold a conversation,
        follow a film and get up the next morning without grogginess.
      </p>
      <h3>Week 3: Adjust gently</h3>
      <p>
        Now look back at your notes. If your dose is working, repeat it rather than increasing it. If you want a little
        more effect, move up in a small step, never doubling. This is also a good week to experiment with timing, for
        example taking your gummy a little earlier in the evening so it has fully built before bed. Whatever you do,
        keep the limits: wait at least {EDIBLE_WAIT_HOURS} hours between edible doses and, with gummies, take no more
        than 2 in 24 hours.
      </p>
      <h3>Week 4: Review and decide</h3>
      <p>
        Compare your notes with your baseline. Are you sleeping better, winding down more easily, enjoying your evenings
        more? Or is the change hard to see? Decide on the routine you want going forward, including how many evenings a
        week, and plan regular breaks. Many people find that using cannabis on some days rather than every day keeps the
        effect consistent and the habit intentional. It is also a perfectly good outcome to decide cannabis is not for
        you.
      </p>

      <h2>Products that suit beginners</h2>
      <ul>
        <li>
          <strong>Gummies:</strong> the easiest way to take a measured, repeatable dose. Look for a clear milligram
          count per piece in our <a href="/category/gummies">gummies collection</a>.
        </li>
        <li>
          <strong>Flower and prerolls:</strong> effects arrive within minutes and fade sooner, which makes them easier
          to adjust. Take one small inhale and wait 15 minutes before deciding on another. Browse{' '}
          <a href="/category/flower">flower</a> and <a href="/category/prerolls">prerolls</a>.
        </li>
        <li>
          <strong>Vapes:</strong> convenient and discreet, but vape oil is concentrated, so a single short draw is a
          full starting dose. See our <a href="/category/vapes">vapes</a>.
        </li>
        <li>
          <strong>CBD and high-CBD products:</strong> a gentle introduction for people who want to avoid or limit THC.
          Our <a href="/cbd-vs-thc-guide">CBD versus THC guide</a> explains ratios.
        </li>
      </ul>

      <h2>Sample routines</h2>
      <p>These are examples to adapt, not prescriptions. Adjust the timing to your own schedule.</p>
      <h3>The evening wind-down</h3>
      <p>
        Finish dinner, tidy away the day's screens, and take half a gummy. Make a cup of herbal tea, stretch gently or
        read. Stay home and keep the evening quiet while the gummy builds, which can take {EDIBLE_FULL_EFFECT}, then
        head to bed at your usual time.
      </p>
      <h3>The relaxed weekend</h3>
      <p>
        On a free Saturday afternoon at home, take one small inhale of a balanced flower, wait 15 minutes, and then
        decide whether you want another. Pair it with something you enjoy: cooking, music, a walk in a safe place with a
        friend. Skip alcohol, and make sure nobody in the group drives afterwards.
      </p>
      <h3>The daytime CBD routine</h3>
      <p>
        If you prefer to stay fully clear-headed, a CBD product with breakfast or in the early afternoon may suit you.
        Start at 5-15mg and stay there for a week or two before considering 15-30mg. Check with a pharmacist if you take
        any medication, since CBD can interact with some.
      </p>

      <h2>Tracking what you notice</h2>
      <p>
        A short journal entry after each session is the most useful habit you can build. Copy this template into a
        notebook or your phone:
      </p>
      <table>
        <thead>
          <tr>
            <th>Field</th>
            <th>Example</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Date and time</td>
            <td>Tuesday, 8:00 pm</td>
          </tr>
          <tr>
            <td>Product and amount</td>
            <td>Gummy, half piece (2.5mg THC)</td>
          </tr>
          <tr>
            <td>Setting and mood before</td>
            <td>At home, tired, a bit restless</td>
          </tr>
          <tr>
            <td>When I noticed it</td>
            <td>About an hour in</td>
          </tr>
          <tr>
            <td>How it felt (1 to 5)</td>
            <td>3: relaxed, slightly sleepy, comfortable</td>
          </tr>
          <tr>
            <td>Sleep and next morning</td>
            <td>Fell asleep easily, no grogginess</td>
          </tr>
        </tbody>
      </table>
      <p>
        After a few weeks, patterns appear: the dose that feels right, the time of day that works, and the situations
        where you would rather skip it.
      </p>

      <h2>Common mistakes to avoid</h2>
      <ol>
        <li>
          <strong>Re-dosing too soon.</strong> Taking a second edible because the first "isn't working" is the most
          common cause of a bad experience. Wait at least {EDIBLE_WAIT_HOURS} hours.
        </li>
        <li>
          <strong>Changing several things at once.</strong> A new product, a bigger dose and a new setting on the same
          night leave you with no idea what made the difference.
        </li>
        <li>
          <strong>Mixing with alcohol.</strong> Together they can feel far stronger than either alone.
        </li>
        <li>
          <strong>Using every day from the start.</strong> Daily use builds tolerance quickly, so the same dose does
          less and the temptation is to keep increasing it.
        </li>
        <li>
          <strong>Judging by someone else's dose.</strong> A friend's comfortable amount tells you nothing about yours.
        </li>
        <li>
          <strong>Skipping the label.</strong> Always check milligrams per serving, and check the batch results on our{' '}
          <a href="/lab-reports">lab reports</a> page.
        </li>
      </ol>

      <h2>Knowing when to pause</h2>
      <p>
        Stop and reconsider if you notice anxiety, low mood, poor sleep, trouble concentrating the next day, or a sense
        that you need cannabis to get through the evening. Taking a break of a week or two is a healthy reset for
        anyone. If you have concerns, talk to a healthcare provider, and read our{' '}
        <a href="/cannabis-mental-health">cannabis and mental health guide</a>. For every figure in this plan in one
        place, see the <a href="/dosage-safety-guide">dosage and safety guide</a>.
      </p>
    </Article>
  );
}
