import type { SubjectBank } from '../bank-types';

export const accountancyBank: SubjectBank = {
  subject: 'Accountancy',
  aliases: ['accounting', 'accounts', 'bookkeeping'],
  questions: [
    // Foundation
    {
      id: 'accountancy-f-01',
      level: 'foundation',
      topic: 'accounting equation',
      question: 'A business has assets of 80,000 and liabilities of 30,000. What is its capital?',
      options: ['110,000', '30,000', '50,000', '80,000'],
      correctAnswer: 2,
    },
    {
      id: 'accountancy-f-02',
      level: 'foundation',
      topic: 'journal entries',
      question: 'Goods are bought for resale and paid for immediately in cash. Which entry records this?',
      options: [
        'Debit Cash, credit Purchases',
        'Debit Purchases, credit Cash',
        'Debit Purchases, credit Trade payables',
        'Debit Sales, credit Cash',
      ],
      correctAnswer: 1,
    },
    {
      id: 'accountancy-f-03',
      level: 'foundation',
      topic: 'normal balances',
      question: 'Which of these accounts normally has a credit balance?',
      options: ['Drawings', 'Cash', 'Purchases', 'Capital'],
      correctAnswer: 3,
    },
    {
      id: 'accountancy-f-04',
      level: 'foundation',
      topic: 'drawings',
      question: 'The owner takes cash from the business for personal use. What is the effect?',
      options: [
        'Capital decreases and cash decreases',
        'Expenses increase and cash decreases',
        'Capital increases and cash decreases',
        'Liabilities increase and cash decreases',
      ],
      correctAnswer: 0,
    },
    {
      id: 'accountancy-f-05',
      level: 'foundation',
      topic: 'trial balance',
      question: 'Which error does NOT stop the trial balance from agreeing?',
      options: [
        'Posting a debit entry to the credit side of an account',
        'Recording only one side of a transaction',
        'Leaving a transaction out of the books completely',
        'Adding up one ledger account incorrectly',
      ],
      correctAnswer: 2,
    },
    {
      id: 'accountancy-f-06',
      level: 'foundation',
      topic: 'depreciation',
      question:
        'A machine costs 50,000, has a residual value of 5,000 and a useful life of 5 years. What is the annual straight-line depreciation?',
      options: ['10,000', '11,000', '45,000', '9,000'],
      correctAnswer: 3,
    },
    {
      id: 'accountancy-f-07',
      level: 'foundation',
      topic: 'capital expenditure',
      question: 'Which of these is capital expenditure?',
      options: ['Fuel for the delivery van', 'Purchase of a delivery van', 'Annual insurance on the van', 'Routine servicing of the van'],
      correctAnswer: 1,
    },
    {
      id: 'accountancy-f-08',
      level: 'foundation',
      topic: 'current assets',
      question: 'Which of these is a current asset?',
      options: ['Inventory (stock)', 'Machinery', 'Goodwill', 'A bank loan repayable in five years'],
      correctAnswer: 0,
    },
    {
      id: 'accountancy-f-09',
      level: 'foundation',
      topic: 'gross profit',
      question:
        'Sales are 100,000, opening inventory 10,000, purchases 60,000 and closing inventory 15,000. What is the gross profit?',
      options: ['40,000', '35,000', '45,000', '55,000'],
      correctAnswer: 2,
    },
    {
      id: 'accountancy-f-10',
      level: 'foundation',
      topic: 'bank reconciliation',
      question:
        'With no other differences, a cheque issued to a supplier but not yet presented for payment makes the bank statement balance:',
      options: [
        'Lower than the cash book balance',
        'Equal to the cash book balance',
        'Overdrawn',
        'Higher than the cash book balance',
      ],
      correctAnswer: 3,
    },
    {
      id: 'accountancy-f-11',
      level: 'foundation',
      topic: 'accruals',
      question: "Rent for the current year is still unpaid at the year end. How is it shown in the year's statement of financial position (balance sheet)?",
      options: [
        'As a current asset (prepayment)',
        'As a current liability (accrued expense)',
        'As a non-current liability',
        'It is not shown until it is paid',
      ],
      correctAnswer: 1,
    },
    {
      id: 'accountancy-f-12',
      level: 'foundation',
      topic: 'source documents',
      question: 'Which source document does a seller send to a buyer to record a sale on credit?',
      options: ['Invoice', 'Credit note', 'Receipt', 'Debit note'],
      correctAnswer: 0,
    },
    // Advanced
    {
      id: 'accountancy-a-01',
      level: 'advanced',
      topic: 'prepayments',
      question:
        'On 1 October, a business pays 12,000 for 12 months of insurance. Its year ends on 31 December. What is the prepayment at the year end?',
      options: ['3,000', '12,000', '0', '9,000'],
      correctAnswer: 3,
    },
    {
      id: 'accountancy-a-02',
      level: 'advanced',
      topic: 'reducing balance depreciation',
      question:
        'An asset costing 100,000 is depreciated at 20% a year on the reducing balance method. What is the depreciation charge in year 2?',
      options: ['20,000', '16,000', '36,000', '40,000'],
      correctAnswer: 1,
    },
    {
      id: 'accountancy-a-03',
      level: 'advanced',
      topic: 'liquidity ratios',
      question:
        'Current assets are 150,000, including inventory of 50,000. Current liabilities are 75,000. What is the quick (acid-test) ratio?',
      options: ['2:1', '1.5:1', '1.33:1', '0.67:1'],
      correctAnswer: 2,
    },
    {
      id: 'accountancy-a-04',
      level: 'advanced',
      topic: 'margin and mark-up',
      question: 'Goods costing 80 are sold for 100. What is the gross profit margin on sales?',
      options: ['20%', '25%', '80%', '125%'],
      correctAnswer: 0,
    },
    {
      id: 'accountancy-a-05',
      level: 'advanced',
      topic: 'allowance for doubtful debts',
      question:
        'Trade receivables are 50,000 before writing off a bad debt of 2,000. An allowance of 5% of the remaining receivables is required. What is the allowance?',
      options: ['2,500', '2,000', '4,400', '2,400'],
      correctAnswer: 3,
    },
    {
      id: 'accountancy-a-06',
      level: 'advanced',
      topic: 'admission of a partner',
      question:
        'A and B share profits 3:2. C is admitted for a 1/5 share, which A and B give up in their old ratio. What is the new profit-sharing ratio of A, B and C?',
      options: ['3:2:1', '12:8:5', '3:2:5', '2:2:1'],
      correctAnswer: 1,
    },
    {
      id: 'accountancy-a-07',
      level: 'advanced',
      topic: 'cash flow statements',
      question: 'In the indirect method of preparing a cash flow statement, depreciation is added back to profit because:',
      options: [
        'It is a source of cash',
        'It is a financing activity',
        'It is a non-cash expense',
        'It increases the value of assets',
      ],
      correctAnswer: 2,
    },
    {
      id: 'accountancy-a-08',
      level: 'advanced',
      topic: 'inventory valuation',
      question:
        'With no opening inventory, a business buys 100 units at 10 each, then 100 units at 12 each, and sells 150 units. What is the closing inventory value under FIFO?',
      options: ['600', '500', '550', '1,600'],
      correctAnswer: 0,
    },
    {
      id: 'accountancy-a-09',
      level: 'advanced',
      topic: 'accounting concepts',
      question:
        'Which accounting concept is the reason inventory is valued at the lower of cost and net realisable value?',
      options: ['Going concern', 'Consistency', 'Materiality', 'Prudence'],
      correctAnswer: 3,
    },
    {
      id: 'accountancy-a-10',
      level: 'advanced',
      topic: 'suspense accounts',
      question:
        'A credit sale of 500 was correctly debited to the customer but credited to the sales account as 50, and the difference was put to a suspense account. What is the correcting entry?',
      options: [
        'Debit Sales 450, credit Suspense 450',
        'Debit Suspense 450, credit Sales 450',
        'Debit Suspense 500, credit Sales 500',
        'Debit Sales 500, credit Suspense 500',
      ],
      correctAnswer: 1,
    },
    {
      id: 'accountancy-a-11',
      level: 'advanced',
      topic: 'break-even analysis',
      question:
        'Fixed costs are 20,000, the selling price is 50 per unit and the variable cost is 30 per unit. What is the break-even output?',
      options: ['400 units', '667 units', '1,000 units', '250 units'],
      correctAnswer: 2,
    },
    {
      id: 'accountancy-a-12',
      level: 'advanced',
      topic: 'issue of shares',
      question:
        'A company issues shares with a face value of 10 each at 15 each. Where is the extra 5 per share credited?',
      options: [
        'Share (securities) premium account',
        'Share capital account',
        'Statement of profit or loss',
        'General reserve',
      ],
      correctAnswer: 0,
    },
  ],
};
