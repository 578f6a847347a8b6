import { COA_MAX_AGE_MONTHS, limitFigure, PESTICIDE_COMPOUNDS_TESTED } from '#shared/catalogue/lab-limits';
import { hempDefinitionLine, OUR_THC_PRODUCTS_ARE_CANNABIS } from '#shared/compliance/hemp-law';
import { STORE_NAME } from '#shared/content/business';
import { GUIDE_META } from '#shared/content/guides';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = GUIDE_META['/quality-lab-testing'];

/**
 * The lab testing guide: potency, pesticides, heavy metals, microbials, solvents, reading a
 * certificate of analysis, standards. The limits it quotes are the lab reports page's, from
 * shared/catalogue/lab-limits.ts.
 */
export default function QualityLabTestingGuide() {
  return (
    <Article
      eyebrow="Learn"
      title={meta.heading ?? meta.title}
      lead="A product label tells you what a brand says is inside. A certificate of analysis from an independent lab tells you what is actually there. Here is what cannabis labs test for, why each test matters, and how to read the report yourself."
    >
      <h2>Why lab testing matters</h2>
      <p>
        Cannabis and hemp plants are very good at drawing substances out of the soil, water and air around them. That is
        useful for farmers clearing contaminated land, but it means a crop can take up heavy metals or pesticide
        residues that end up in the finished product. Flower can grow mold if it is dried or stored poorly, and the
        extraction process behind vape oils can leave solvent traces behind. None of this is visible to the eye.
      </p>
      <p>
        Independent testing closes that gap. A third-party lab, with no stake in the sale, analyses a sample from each
        production batch and publishes the results as a certificate of analysis, or COA. At {STORE_NAME}, every batch we
        sell has one, and you can read them on our <a href="/lab-reports">lab reports</a> page.
      </p>

      <h2>Potency: how much THC and CBD is inside</h2>
      <p>
        Potency testing measures the cannabinoids in a sample, usually with a technique called high-performance liquid
        chromatography. A full panel lists THC and CBD along with their acid forms, THCA and CBDA, and often minor
        cannabinoids such as CBG and CBN. Raw flower contains mostly THCA, which turns into THC when heated, so labs
        report a "total THC" figure that accounts for both: THC plus 0.877 times THCA. The factor reflects the weight
        lost when THCA converts.
      </p>
      <h3>Why potency matters to you</h3>
      <ul>
        <li>It confirms the label, so the dose you plan is the dose you take.</li>
        <li>
          It shows whether a product is hemp under federal law. {hempDefinitionLine()} {OUR_THC_PRODUCTS_ARE_CANNABIS}
        </li>
        <li>
          Flower results are given as a percentage; edibles as milligrams per serving and per package. Check the unit
          before comparing products.
        </li>
      </ul>
      <p>
        Many COAs also include a terpene profile, listing aroma compounds such as myrcene, limonene and linalool. These
        do not affect safety, but some people use them to choose products with flavours and effects they enjoy.
      </p>

      <h2>Pesticides</h2>
      <p>
        Pesticides that are acceptable on some food crops can be a concern on cannabis, partly because inhaling a
        residue is different from eating it: heat can turn some compounds into more harmful by-products. Labs screen for
        hundreds of compounds using mass spectrometry. Our standard is that pesticides must be below detection, with
        over {PESTICIDE_COMPOUNDS_TESTED} pesticide compounds tested for each batch. On a COA, a result of "ND" means
        none was detected above the lab's reporting limit.
      </p>

      <h2>Heavy metals</h2>
      <p>
        Lead, arsenic, cadmium and mercury are the four heavy metals most often tested. They can come from soil,
        fertilisers or water, and in vape products from poorly made hardware. Because these metals build up in the body
        over time, even low, repeated exposure matters. Labs measure them in parts per million (ppm) or parts per
        billion (ppb). Our limits are lead under {limitFigure('lead')} and mercury under {limitFigure('mercury')}, and
        every batch must fall within them before it reaches the store.
      </p>

      <h2>Microbials, mold and moisture</h2>
      <p>
        Microbial testing looks for bacteria, yeast and mold, and for specific organisms that can make people ill, such
        as E. coli, Salmonella and certain Aspergillus molds. Some panels also test for mycotoxins, the toxins that some
        molds produce. Results for total counts are given in colony-forming units per gram (CFU/g); for specific harmful
        organisms, the only acceptable answer is "not detected".
      </p>
      <p>
        Moisture matters because damp flower invites mold, while over-dried flower turns harsh. Our standards call for
        aerobic bacteria under {limitFigure('aerobic-bacteria')}, flower moisture between {limitFigure('moisture')}, and
        foreign matter, such as hair, insects or stray material, under {limitFigure('foreign-matter')}.
      </p>
      <Callout title="Who should be most careful">
        <p>
          People with weakened immune systems or lung conditions are more vulnerable to mold and bacteria in inhaled
          products. If that applies to you, talk to a healthcare provider before using cannabis, and always check the
          microbial results for the batch you buy.
        </p>
      </Callout>

      <h2>Residual solvents</h2>
      <p>
        Vape oils and other extracts are made by pulling cannabinoids out of the plant with a solvent such as ethanol,
        butane, propane or carbon dioxide. A well-run process purges the solvent afterwards, and residual solvent
        testing confirms it. Results are reported in ppm for each solvent. Solvent tests are most relevant to{' '}
        <a href="/category/vapes">vapes</a> and products made from extracts; whole flower and{' '}
        <a href="/category/prerolls">prerolls</a> are not extracted, so this panel may not appear on their COAs.
      </p>

      <h2>How to read a certificate of analysis</h2>
      <p>A COA can look dense at first, but it follows a predictable layout. Work through it in this order:</p>
      <ol>
        <li>
          <strong>Match the batch.</strong> The batch or lot number on the COA should match the one printed on your
          package. A report for a different batch tells you nothing about yours.
        </li>
        <li>
          <strong>Check the lab.</strong> Look for the lab's name, licence number and accreditation, ideally ISO/IEC
          17025, the international standard for testing labs. The lab should be independent of the brand.
        </li>
        <li>
          <strong>Check the date.</strong> Test dates should be within {COA_MAX_AGE_MONTHS} months. Older reports may no
          longer reflect the product, especially for potency, which declines slowly over time.
        </li>
        <li>
          <strong>Compare potency with the label.</strong> The measured THC and CBD should be close to what the package
          claims. Small differences are normal; large ones are a reason to ask questions.
        </li>
        <li>
          <strong>Read each safety panel.</strong> Pesticides, heavy metals, microbials, mycotoxins and, where relevant,
          solvents should each show a pass, or results below the stated limit.
        </li>
        <li>
          <strong>Look for a signature.</strong> A genuine COA is signed or approved by the lab's responsible scientist.
        </li>
      </ol>
      <h3>Terms you will meet</h3>
      <table>
        <thead>
          <tr>
            <th>Term</th>
            <th>Meaning</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>ND</td>
            <td>Not detected: below the lowest amount the method can find</td>
          </tr>
          <tr>
            <td>LOD / LOQ</td>
            <td>Limit of detection and limit of quantitation: the smallest amounts the lab can detect and measure</td>
          </tr>
          <tr>
            <td>ppm / ppb</td>
            <td>Parts per million and parts per billion, used for contaminants</td>
          </tr>
          <tr>
            <td>CFU/g</td>
            <td>Colony-forming units per gram, a count of living microbes</td>
          </tr>
          <tr>
            <td>Total THC</td>
            <td>THC plus 0.877 times THCA: the THC available once the product is heated</td>
          </tr>
          <tr>
            <td>Action limit</td>
            <td>The highest amount of a contaminant allowed for the batch to pass</td>
          </tr>
        </tbody>
      </table>
      <h3>Red flags</h3>
      <ul>
        <li>No batch number, or one that does not match your package.</li>
        <li>No lab name, licence or contact details, or a lab owned by the brand.</li>
        <li>A potency-only report with no safety panels.</li>
        <li>An old test date, or figures that look edited or inconsistent.</li>
      </ul>

      <h2>{STORE_NAME}'s testing standards</h2>
      <p>
        Standards for cannabis testing differ from state to state, with no single national rulebook. We hold every batch
        to one consistent set of standards, wherever it is sold:
      </p>
      <ul>
        <li>Independent, accredited third-party labs for every batch.</li>
        <li>Full safety panels, not potency alone.</li>
        <li>Pesticides below detection, with over {PESTICIDE_COMPOUNDS_TESTED} compounds screened.</li>
        <li>
          Lead under {limitFigure('lead')} and mercury under {limitFigure('mercury')}.
        </li>
        <li>
          Aerobic bacteria under {limitFigure('aerobic-bacteria')} and foreign matter under{' '}
          {limitFigure('foreign-matter')}.
        </li>
        <li>Flower moisture within {limitFigure('moisture')}.</li>
        <li>Test dates within {COA_MAX_AGE_MONTHS} months, published for you to read.</li>
      </ul>
      <p>
        A passing COA shows that a product is clean and labelled accurately; it does not make a product right for
        everyone. Dose carefully with our <a href="/dosage-safety-guide">dosage and safety guide</a>, and if you have a
        question about a report, <a href="/contact">contact our team</a>.
      </p>
    </Article>
  );
}
