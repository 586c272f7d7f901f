// Every subject of the built-in question bank (one reviewed file per subject beside this one).
import type { SubjectBank } from '../bank-types';
import { accountancyBank } from './accountancy';
import { biologyBank } from './biology';
import { businessStudiesBank } from './business-studies';
import { chemistryBank } from './chemistry';
import { chessBank } from './chess';
import { computerScienceBank } from './computer-science';
import { dataScienceBank } from './data-science';
import { economicsBank } from './economics';
import { englishBank } from './english';
import { englishLiteratureBank } from './english-literature';
import { environmentalScienceBank } from './environmental-science';
import { frenchBank } from './french';
import { geographyBank } from './geography';
import { germanBank } from './german';
import { hindiBank } from './hindi';
import { historyBank } from './history';
import { ieltsPreparationBank } from './ielts-preparation';
import { javaProgrammingBank } from './java-programming';
import { javascriptBank } from './javascript';
import { mathematicsBank } from './mathematics';
import { musicTheoryBank } from './music-theory';
import { physicsBank } from './physics';
import { politicalScienceBank } from './political-science';
import { psychologyBank } from './psychology';
import { pythonProgrammingBank } from './python-programming';
import { spanishBank } from './spanish';
import { statisticsBank } from './statistics';

export const SUBJECT_BANKS: readonly SubjectBank[] = [
  mathematicsBank,
  physicsBank,
  chemistryBank,
  biologyBank,
  englishBank,
  hindiBank,
  frenchBank,
  spanishBank,
  germanBank,
  computerScienceBank,
  pythonProgrammingBank,
  javascriptBank,
  javaProgrammingBank,
  dataScienceBank,
  statisticsBank,
  economicsBank,
  accountancyBank,
  businessStudiesBank,
  historyBank,
  geographyBank,
  politicalScienceBank,
  psychologyBank,
  environmentalScienceBank,
  englishLiteratureBank,
  musicTheoryBank,
  chessBank,
  ieltsPreparationBank,
];
