import { describe, expect, it } from 'vitest';
import { readJob, toAnalysis } from '../src/ai/analysis/read-job.js';

const read = (jobDescription: string, jobTitle = 'Help needed') => readJob({ jobTitle, jobDescription });
const kinds = (jobDescription: string, jobTitle?: string) =>
  read(jobDescription, jobTitle).instructions.map((i) => `${i.kind}:${i.value}${i.writable ? '' : ' (yours)'}`);
/** The deliverable as the analysis names it. */
const phrase = (jobTitle: string, jobDescription: string) => toAnalysis(read(jobDescription, jobTitle), []).deliverable;
const filters = (jobDescription: string) => read(jobDescription).requirements.map((r) => `${r.kind}/${r.severity}`);

describe('reading a job post', () => {
  it('names the deliverable in its own words', () => {
    expect(toAnalysis(read('Our store is slow on mobile.', 'Shopify theme speed optimization'), []).deliverable).toBe(
      'Speed up the Shopify theme',
    );
    expect(
      toAnalysis(read('Docs are out of date.', 'Technical writer for REST API documentation'), []).deliverable,
    ).toBe('Write API documentation');
    expect(toAnalysis(read('need a logo for my bakery asap!! budget 50$', 'Logo for bakery'), []).deliverable).toBe(
      'Design a logo',
    );
    expect(
      toAnalysis(read('We need a chrome extension that saves emails to Notion.', 'Chrome extension'), []).deliverable,
    ).toBe('Build a Chrome extension');
    expect(
      toAnalysis(read('Traduire notre site.', 'Spanish to English translation of a rental contract'), []).deliverable,
    ).toBe('Translate from Spanish to English');
    expect(
      toAnalysis(
        read('Our site looks dated on mobile. Build it in Webflow, not just Figma.', 'Redesign of a Webflow site'),
        [],
      ).deliverable,
    ).toBe('Redesign the website');
    expect(toAnalysis(read('We want a website redesign this spring.', 'Designer needed'), []).deliverable).toBe(
      'Redesign the website',
    );
    expect(
      toAnalysis(
        read('Hotels with website and GM name.', 'Research assistant: build a list of 300 boutique hotels'),
        [],
      ).deliverable,
    ).toBe('Build a research list');
    expect(toAnalysis(read('3 posts a week in my voice.', 'Ghostwriter for LinkedIn posts'), []).deliverable).toBe(
      'Write LinkedIn posts',
    );
    expect(toAnalysis(read('It is about my years at sea.', 'Ghostwriter for my memoir'), []).deliverable).toBe(
      'Write a memoir',
    );
  });

  it('takes what is wrong over a bare “fix it”', () => {
    const verb = (jobDescription: string) => read(jobDescription, 'Need help').deliverable.verb;
    expect(verb('Our Next.js site is slow. Lighthouse score 34 on mobile. Fix it.')).toBe('speed up');
    expect(verb('Our site is broken since the update and pages are slow. Please fix it.')).toBe('fix');
    expect(verb('Please fix our React app before launch.')).toBe('fix');
    expect(verb("My WordPress site shows 'There has been a critical error'. Need it fixed ASAP.")).toBe('fix');
    expect(verb('Fixed price only. Build a landing page in WordPress.')).not.toBe('fix');
  });

  it('reads errors as something to fix, and a list of changes to the client’s own store as an update', () => {
    const deliverable = (jobDescription: string, jobTitle = 'Need help') => read(jobDescription, jobTitle).deliverable;
    expect(deliverable('Customers get an error on checkout since the last update.', 'WooCommerce site').verb).toBe(
      'fix',
    );
    expect(deliverable('Details below.', 'WooCommerce site - checkout errors + small tweaks').verb).toBe('fix');
    // A store platform named alone is the client's store.
    expect(toAnalysis(read('Customers get an error on checkout.', 'WooCommerce checkout errors'), []).deliverable).toBe(
      'Fix the WooCommerce store',
    );
    const post =
      'hi im looking 4 someone to help w my shopify store. it looks kinda bad on mobile. new theme, upload products';
    expect(deliverable(post, 'shopify store help').existing).toBe(true);
    expect(toAnalysis(read(post, 'shopify store help'), []).deliverable).toBe('Update the Shopify store');
    expect(deliverable('We are launching a new Shopify store for our candles.', 'Shopify store').verb).toBe('build');
  });

  it('reads an MVP on a mobile platform as a mobile app, a voice for a script as a voice-over, a shop’s banner as screen work', () => {
    expect(
      read('Figma designs are done.', 'Build MVP for dog walking marketplace (React Native)').deliverable.noun,
    ).toBe('React Native mobile app');
    expect(read('Stripe billing, Postgres.', 'Build our SaaS MVP').deliverable.noun).toBe('web app');
    expect(
      read('Script is ready, 300 words. WAV please.', 'Male voice over for 2 min explainer').deliverable.noun,
    ).toBe('voice-over');
    expect(
      read('Name, capacity, website and email of each.', 'Research 100 wedding venues in Italy and put in a sheet')
        .deliverable.noun,
    ).toBe('research list');
    // The design exists: the work is the site built from it, not a design in Figma.
    expect(
      read('Final designs in Figma. Webflow CMS for the blog.', 'Figma to Webflow - 6 page marketing site').deliverable
        .noun,
    ).toBe('Webflow website');
    expect(
      toAnalysis(read('Trial-to-paid is 4%. We use Figma.', 'UX audit of our B2B SaaS onboarding'), []).deliverable,
    ).toBe('Audit the onboarding flow');
    expect(read('need a banner + logo for my etsy shop asap', 'Etsy shop banner').deliverable.noun).toBe('logo');
    expect(read('Flyers and a banner for our trade show stand.', 'Print design').deliverable.noun).toBe(
      'print materials',
    );
  });

  it('reads work someone else started as finishing it, and a new build as a build', () => {
    const verb = (jobDescription: string, jobTitle = 'React Native developer') =>
      read(jobDescription, jobTitle).deliverable.verb;
    expect(verb('Our booking app is about 70% done. The previous developer left.')).toBe('finish');
    expect(verb('Take over our unfinished Expo app.', 'Mobile developer')).toBe('finish');
    expect(verb('Build a booking app from scratch and complete the project in 6 weeks.')).toBe('build');
    // A part of the app named in the body ("the dashboard page") is no dashboard to build.
    const app = read(
      'Our previous dev left it half finished. There are 15 known bugs and a hydration error on the dashboard page.',
      'Fix bugs in existing Next.js 14 app (app router) + small features',
    ).deliverable;
    expect([app.category, app.verb, app.noun]).toEqual(['development', 'finish', 'Next.js app']);
  });

  it('reads audits, migrations and filming in every kind of work that has them', () => {
    const reading = (jobTitle: string, jobDescription: string) => read(jobDescription, jobTitle).deliverable;
    expect(
      reading('UX audit of our checkout flow', 'A UX designer to audit the mobile purchase flow and deliver mockups.')
        .verb,
    ).toBe('audit');
    expect(reading('QuickBooks to Xero migration', 'Move our books from QuickBooks Online to Xero.').verb).toBe(
      'migrate',
    );
    expect(
      toAnalysis(read('Ceremony and party, 8 hours, and a highlight film.', 'Wedding videographer in Lisbon'), [])
        .deliverable,
    ).toBe('Shoot a wedding film');
  });

  it('reads merging and de-duplicating as a clean-up', () => {
    const read2 = read(
      'Two Excel files of customers need merging, with duplicates removed.',
      'Clean and merge two customer spreadsheets',
    );
    expect(read2.deliverable.verb).toBe('clean up');
    // A label, then the work in its own verb: the label's kind is not what is cleaned up.
    expect(
      phrase(
        'Data entry: move customer records from spreadsheets into HubSpot',
        'About 3,500 records in several Excel sheets, some duplicates. Clean, dedupe and import them.',
      ),
    ).toBe('Move the customer records from spreadsheets into HubSpot');
    const behind = read(
      'Bank feeds are connected but nothing is reconciled.',
      'Bookkeeper needed - 8 months behind, QBO',
    );
    expect(behind.deliverable.verb).toBe('clean up');
  });

  it('reads a migration’s two ends, a talk, an email template, Amazon ads and a colour correction', () => {
    expect(phrase('Migrate our app from Heroku to AWS', 'Rails 7 with Postgres and Redis.')).toBe(
      'Migrate the app from Heroku to AWS',
    );
    expect(phrase('Xero to QuickBooks Online migration', 'Three years of history.')).toBe(
      'Migrate bookkeeping from Xero to QuickBooks Online',
    );
    expect(phrase('Speechwriter for a TEDx talk', 'Twelve minutes on rethinking retirement.')).toBe('Write a speech');
    expect(phrase('Redesign email newsletter template', 'Mobile-friendly, in Figma.')).toBe(
      'Redesign the email template',
    );
    expect(phrase('Amazon PPC manager for supplements brand', 'ACOS is 45%.')).toBe(
      'Optimise the Amazon PPC campaigns',
    );
    expect(phrase('Color correction and sound mix for short documentary', 'Shot in S-Log3.')).toBe(
      'Handle color grading',
    );
  });

  it('names work no entry knows by the title’s own head, rather than “a project”', () => {
    expect(phrase('Genealogy research for my family tree', 'Names and some dates from Ireland.')).toBe(
      'Help with genealogy research',
    );
    // "our React app" in passing is not the work; "Need someone ASAP!!" names none.
    expect(
      phrase('Chrome DevTools performance profiling session', 'Walk our team through profiling our React app.'),
    ).toBe('Help with a Chrome DevTools performance profiling session');
    expect(phrase('Need someone ASAP!!', 'Some tasks on my computer, easy work.')).toBe('Help with a project');
  });

  it('reads an upgrade, a training, an inbox, clips, a channel to grow and a report for a funder', () => {
    expect(phrase('Upgrade Angular 12 app to Angular 17', 'Enterprise dashboard app with NgRx, 150 components.')).toBe(
      'Upgrade the Angular app',
    );
    expect(phrase('Google Analytics 4 training for our team', 'A 2-hour live session on reports.')).toBe(
      'Run a Google Analytics 4 training session',
    );
    expect(phrase('Email inbox cleanup - 12,000 unread', 'Labels, filters and unsubscribing.')).toBe(
      'Clean up the inbox',
    );
    expect(phrase('Turn webinar recording into 10 LinkedIn clips', 'Captions and our brand template.')).toBe(
      'Cut video clips',
    );
    expect(phrase('Editor for weekly podcast (video + audio) - long term', 'Two cameras on Riverside.')).toBe(
      'Edit the podcast episodes',
    );
    expect(phrase('YouTube channel growth strategy', 'Content pillars, titles and thumbnails.')).toBe(
      'Manage the YouTube channel',
    );
    expect(phrase('Grant report writer - foundation annual report', 'Outcomes, stories and a budget narrative.')).toBe(
      'Write a grant report',
    );
    // Training data is what a model learns from, not a session to run.
    expect(phrase('Label training data for a vision model', 'Bounding boxes on 5,000 images.')).not.toMatch(/session/);
  });

  it('reads a title that is an instruction in its own verb, and an integration that is the work itself', () => {
    expect(phrase('Rewrite our employee handbook', 'Forty pages that read like a legal document.')).toBe(
      'Rewrite the employee handbook',
    );
    expect(phrase('Clean and analyze survey results (1,200 responses)', 'Typeform export, open answers.')).toBe(
      'Clean and analyze survey results',
    );
    expect(phrase('Integrate OpenAI API into our customer support tool', 'Suggest replies from help articles.')).toBe(
      'Build an OpenAI API integration',
    );
    expect(phrase('Set up CI/CD pipeline with GitHub Actions for our Node app', 'Tests, Docker and deploys.')).toBe(
      'Set up a CI/CD pipeline',
    );
    expect(phrase('Write LinkedIn messages for our outbound campaign', 'A connection note and 3 follow-ups.')).toBe(
      'Write LinkedIn messages',
    );
  });

  it('reads an edit of a book, code from designs, FAQ answers, a menu, and a count that is its own', () => {
    expect(phrase('Editor for a fantasy novel (developmental edit)', 'Plot, pacing and character arcs.')).toBe(
      'Edit the book',
    );
    expect(phrase('Convert Figma designs to React components', 'Twenty-five screens, with Storybook.')).toBe(
      'Build a React front end',
    );
    expect(read('Twenty-five screens in Figma.', 'Convert Figma designs to React components').goals).not.toContain(
      'sales',
    );
    expect(phrase('Write 20 FAQ answers for our insurance website', 'Plain language, compliance reviews.')).toBe(
      'Write FAQ answers',
    );
    expect(phrase('Restaurant menu + Instagram highlight covers', 'A 2-page dinner menu for print.')).toBe(
      'Design print materials',
    );
    expect(phrase('Find 200 wedding planners’ contact info', 'Need a spreadsheet with verified emails.')).toBe(
      'Find 200 wedding planners’ contact info',
    );
  });

  it('reads a trip to plan as the work, not a place on a team', () => {
    expect(phrase('Travel planning assistant for a 3-week Japan trip', 'Itinerary, hotels and train passes.')).toBe(
      'Plan a trip itinerary',
    );
  });

  it('reads a title of two parts as both: the work on what the client has, then the thing to make', () => {
    expect(phrase('Automate Google Sheets reports + Looker Studio', 'We copy data into a weekly report by hand.')).toBe(
      'Automate the Google Sheets reports and build a Looker Studio dashboard',
    );
    expect(
      phrase('Google Sheets cleanup + Power BI dashboard', 'Four sheets of deals to merge, then a dashboard.'),
    ).toBe('Clean up the Google Sheets and build a Power BI dashboard');
    expect(phrase('clean up shopify order export + simple dashboard in google sheets', 'Orders by month.')).toBe(
      'Clean up the Shopify order export and build a Google Sheets dashboard',
    );
    // One piece of work with its parts listed is still one, named whole.
    expect(phrase('Logo + brand kit for a dog grooming salon', 'Playful but not childish.')).toBe(
      'Design a logo and brand identity',
    );
    expect(phrase('Logo for a dog grooming salon', 'Playful, and a brand kit later maybe.')).toBe('Design a logo');
  });

  it('names the work as it is, whatever else the title names: copy, a churn analysis, a video, data entry', () => {
    expect(phrase('Rewrite 10 product pages for our SaaS website', 'They are too technical and do not convert.')).toBe(
      'Rewrite website copy',
    );
    expect(phrase('Data analyst to analyze customer churn', 'Three years of order data in BigQuery.')).toBe(
      'Run a churn analysis',
    );
    expect(phrase('Convert 300 PDF invoices to Excel', 'Vendor, number, date and amount for each.')).toBe(
      'Handle data entry',
    );
    expect(phrase('Social media manager for local gym (Instagram + TikTok)', 'Post 5x a week.')).toBe(
      'Manage the social media accounts',
    );
    expect(phrase('wordpress site hacked', 'redirects to spam sites. need it cleaned and secured asap')).toBe(
      'Fix the WordPress website',
    );
    expect(phrase('Proofread my novel', '85,000 word fantasy novel, UK English.')).toBe('Proofread the book');
    expect(phrase('Google Business Profile optimization', 'For a dental clinic, with weekly posts.')).toBe(
      'Improve local SEO',
    );
    expect(phrase('Migrate our site from Wix to WordPress', 'Keep SEO rankings with redirects.')).toBe(
      'Migrate the website from Wix to WordPress',
    );
    expect(phrase('Set up QuickBooks Online for a new construction company', 'Chart of accounts, job costing.')).toBe(
      'Set up a QuickBooks Online account',
    );
    expect(phrase('Automate weekly report from Shopify + Google Ads into Google Sheets', 'Every Monday.')).toBe(
      'Automate the Google Sheets report',
    );
    // "SaaS company" says who the client is, not what to build.
    expect(
      phrase('Inbound lead qualifier (chat + phone)', 'SaaS company. Qualify inbound demo requests by phone.'),
    ).toBe('Book sales appointments');
    expect(phrase('Fix checkout on Magento 2 store', 'Braintree throws an error at the last step.')).toBe(
      'Fix the Magento store',
    );
    expect(phrase('Pinterest marketing for home decor shop', 'Create pins and grow traffic to the shop.')).toBe(
      'Manage the social media accounts',
    );
    // A motion designer is hired for a video, not a design.
    expect(phrase('Motion designer for 60-second explainer video', 'We have the script and voiceover.')).toBe(
      'Create an animated video',
    );
  });

  it('reads a tool for the client’s own team as an internal tool, not a website', () => {
    const post = read(
      'I want a simple web page where someone uploads the CSV and gets back a cleaned Excel report.',
      'Build a small internal tool: CSV upload -> cleaned report',
    );
    expect(toAnalysis(post, []).deliverable).toBe('Build an internal tool');
  });

  // Each from a post written to try the reading, whose first draft named the wrong work or none.
  it.each([
    [
      'Rewrite my resume and LinkedIn profile - product manager',
      'Senior PM in B2B SaaS.',
      'Rewrite the resume and LinkedIn profile',
    ],
    ['Amazon listing images (7 images) for kitchen product', 'Main image and infographics.', 'Design listing images'],
    [
      'Shopify developer for custom product configurator',
      'Live preview of the text on the sign.',
      'Build a Shopify product configurator',
    ],
    // A cold email copywriter writes an outbound campaign; a CRO audit measures a marketer's conversion rate.
    [
      'Cold email copywriter + campaign setup (Instantly)',
      'A 4-step sequence and 3 domains.',
      'Run a cold email campaign',
    ],
    [
      'Landing page CRO audit for SaaS free trial signup',
      'Converts at 1.8%. Hotjar heatmaps.',
      'Audit the landing page conversion rate',
    ],
    ['SQL expert to optimize slow queries (Postgres)', 'Reports take 30-90 seconds.', 'Speed up the database queries'],
    ['Build an AI customer support chatbot trained on our help center', '300 Zendesk articles.', 'Build an AI chatbot'],
    [
      'Redesign our checkout flow (e-commerce, mobile first)',
      'Mobile conversion is 1.1%.',
      'Redesign the checkout flow',
    ],
    [
      'Fix Stripe webhook failing in production (Node.js)',
      'It returns 400 since we moved hosts.',
      'Fix the Stripe webhook',
    ],
    // Another service being slow is no speed job; a report that must build itself is the work.
    [
      'Integrate HubSpot forms with our Next.js site',
      'Send leads to HubSpot and keep working if HubSpot is slow.',
      'Add HubSpot forms to the Next.js project',
    ],
    ['Create brand guidelines PDF for existing brand', 'Logo usage, colors, typography.', 'Design a brand guide'],
    [
      'Automate weekly sales report from Shopify + Google Ads into Google Sheets',
      'Two hours every Monday.',
      'Automate the Google Sheets report',
    ],
    // Titles that say little: the body's own work, read for what it is.
    ['Shopify', 'Need help uploading 120 products to our Shopify store from a spreadsheet.', 'Upload product listings'],
    ['Need leads', 'We install commercial solar. Need a list of warehouse companies in Ohio.', 'Build a lead list'],
    ['Help needed', 'Edit my 25-page business plan for clarity and grammar.', 'Proofread the business plan'],
    [
      'Interpreter needed for Zoom meetings (Spanish-English)',
      'Three consecutive sessions next week.',
      'Provide interpreting',
    ],
    [
      'Sales development rep for SaaS (part-time, commission)',
      'Prospect on LinkedIn and book demos.',
      'Book sales appointments',
    ],
    ['YouTube ads for online course (lead gen)', 'Webinar registrations under $15.', 'Run YouTube ad campaigns'],
    // A language pair in the title makes the post a translation, with or without a translator's profile.
    [
      'Portuguese (Brazil) to English - marketing website',
      'About 4,000 words.',
      'Translate from Portuguese to English',
    ],
    // A coaching business is the client's trade; a test's analysis is not the page it ran on.
    [
      'Instagram carousel templates (Canva)',
      '10 templates for a financial coaching business.',
      'Design Canva social media templates',
    ],
    ['A/B test analysis for pricing experiment', '3 variants, 40k visitors.', 'Run an A/B test analysis'],
    [
      'Organize and rename 5,000 files in Google Drive',
      'Folder structure and naming.',
      'Organize and rename 5,000 files',
    ],
    // A verb no list knows leaves the rest of the title unread rather than garbled ("organize an and …").
    ['Organize and relabel 300 folders', 'By client and year.', 'Help with a project'],
    // A summary deck is how an analysis is delivered.
    [
      'Clean and analyze survey results (1,200 responses)',
      'Cross-tabs, themes and a 10-slide summary deck.',
      'Clean and analyze survey results',
    ],
  ])('reads “%s” as its own work', (jobTitle, jobDescription, need) => {
    expect(phrase(jobTitle, jobDescription)).toBe(need);
  });

  it('reads, of two kinds of work a title names, the one the freelancer applies as', () => {
    const as = (...skills: string[]) =>
      readJob(
        { jobTitle: 'Logo and Shopify store for our candle brand', jobDescription: 'We need both in 3 weeks.' },
        {
          profiles: [
            {
              personalDetails: {
                firstName: 'A',
                lastName: 'B',
                location: '',
                profession: '',
                skills,
                yearsOfExperience: 3,
              },
              projectExperience: [],
            },
          ],
        },
      ).deliverable.noun;
    expect(as('Figma', 'Logo design', 'Illustrator')).toBe('logo');
    expect(as('Shopify', 'Liquid', 'JavaScript')).toBe('Shopify store');
    // Without a profile, the title's first.
    expect(read('We need both in 3 weeks.', 'Logo and Shopify store for our candle brand').deliverable.noun).toBe(
      'logo',
    );
  });

  it('names no business from a channel or a launch from a crash, and a marketing partner’s work as marketing', () => {
    expect(read('We sell dog beds. Meta is our main channel, at $20k/month.', 'Meta ads expert').niche).toBeNull();
    // An app that crashes on launch is not being launched.
    expect(
      read('Crashes on launch since the last release. Crash on launch for 5%.', 'Bug in our iOS app').goals,
    ).not.toContain('launch');
    expect(
      read(
        'Early-stage SaaS (project management for architects). Google Ads and LinkedIn.',
        'Long term marketing partner',
      ).deliverable.category,
    ).toBe('marketing');
  });

  it('reads a blank page as a fix, a pricing page as a page, a script as a script and a payroll move as a setup', () => {
    expect(phrase('WordPress plugin conflict - site showing blank page after update', 'Home page works.')).toBe(
      'Fix the WordPress plugin',
    );
    expect(phrase('Redesign our SaaS pricing page', 'Visitors get confused about which plan is right.')).toBe(
      'Redesign the pricing page',
    );
    // "For an AI writing SaaS" is whom the role works for, not a web app to build.
    expect(phrase('Full Stack Developer (Next.js / Supabase) for AI writing SaaS', 'Team accounts and billing.')).toBe(
      'Work as a full stack developer on Next.js',
    );
    // The role keeps the name of what it works in.
    expect(phrase('Laravel developer to maintain and improve our booking platform', 'Laravel 9 and Vue 2.')).toBe(
      'Work as a Laravel developer',
    );
    // A role the title hires for is the work, whatever the body says is done by others.
    expect(
      phrase('Part-time controller for growing e-commerce brand', 'Bookkeeping is done by an outsourced firm.'),
    ).toBe('Work as a part-time controller');
    // Designed in Figma for the client's own developer: a designer's page, not a build.
    const designed = read(
      'Hero, use cases, pricing teaser. Dev will be done in Webflow by us.',
      'Landing page design in Figma for AI startup',
    ).deliverable;
    expect([designed.category, designed.verb, designed.noun]).toEqual(['design', 'design', 'landing page']);
    expect(kinds('Share a pricing page or landing page you’ve designed.', 'Redesign our SaaS pricing page')).toEqual(
      [],
    );
    expect(phrase('Python script to download invoices from supplier portal', 'The portal has no API.')).toBe(
      'Write a Python script',
    );
    expect(phrase('Set up payroll in Gusto for 12 employees + contractors', 'Benefits and PTO too.')).toBe(
      'Set up Gusto payroll',
    );
  });

  it('reads a feature integrated or added to the client’s app or store, and a model described as CFO-level', () => {
    expect(
      phrase('Integrate Twilio SMS reminders into our booking system (Laravel)', 'Salon bookings on Laravel 10.'),
    ).toBe('Add Twilio SMS reminders to the Laravel project');
    expect(
      phrase(
        'Shopify - add product bundles and volume discounts',
        'We sell coffee equipment on Shopify. Prefer a clean solution without a heavy app. Must work with our existing subscription app.',
      ),
    ).toBe('Add product bundles and volume discounts to the Shopify store');
    expect(phrase('Add Offline Mode', 'Our React Native app loses work when the signal drops.')).toBe(
      'Add offline mode to the mobile app',
    );
    expect(phrase('CFO-level financial model for Series A fundraising', 'A 3-statement model.')).toBe(
      'Build a financial model',
    );
    expect(kinds('Please share social media templates you’ve made.')).toEqual(['include:portfolio']);
    const types = (text: string) => read(text).questions.map((q) => q.type);
    expect(types('Do you work in Canva? How many calls do you typically make per hour?')).toEqual([
      'experience',
      'personal',
    ]);
  });

  it('reads ads on any platform, an admin dashboard as part of an app, and a sales report as no wish for sales', () => {
    expect(phrase('Pinterest ads for home decor brand', 'Drive sales on our Shopify store.')).toBe(
      'Run Pinterest ad campaigns',
    );
    expect(phrase('Fix slow Laravel admin dashboard (queries timing out)', 'The orders page takes 20 seconds.')).toBe(
      'Speed up the Laravel dashboard',
    );
    expect(
      read('Every Monday someone copies totals into an email.', 'Script to email weekly sales summary').goals,
    ).not.toContain('sales');
    expect(read('Do you have a Storyblocks or Envato account?').questions.map((q) => q.type)).toEqual(['personal']);
  });

  it('names a role once with its platform, and audit logs as a feature rather than an audit', () => {
    const post = 'Build a payments microservice in Node.js/TypeScript: refunds, webhooks, idempotency, audit logs.';
    expect(phrase('Senior Node.js developer - payments microservice', post)).toBe('Work as a senior Node.js developer');
    expect(read(post, 'Senior Node.js developer - payments microservice').deliverable.verb).not.toBe('audit');
  });

  it('reads when the work is due, not the span it covers, and urgency from the post, not from its questions', () => {
    const timing = (jobDescription: string) => read(jobDescription).timing;
    expect(timing('We need the dashboard live within 3 weeks.')).toEqual({ deadline: '3 weeks', urgent: false });
    expect(timing('A model that forecasts next 8 weeks per SKU. Done in the next 2 weeks please.')).toEqual({
      deadline: '2 weeks',
      urgent: false,
    });
    expect(timing('Part-time for the next 3 months, then we will see.').deadline).toBeNull();
    expect(timing('How do you decide what’s urgent in someone else’s inbox?').urgent).toBe(false);
    expect(timing('This is urgent, the store is down.').urgent).toBe(true);
  });

  it('tells the post’s language, and a mixed post, and reads a short English post as English', () => {
    expect(
      read('Nous cherchons un développeur pour notre boutique en ligne. Merci de nous envoyer vos tarifs.').language,
    ).toMatchObject({ code: 'fr', english: false });
    expect(read('need logo asap').language).toMatchObject({ code: 'en', english: true });
    const mixed = read(
      'We need a landing page for our online course about baking bread at home. It should collect emails and link to the checkout.\nPlease send your portfolio and tell us which page builder you would use for this.\nBuscamos a alguien que hable español con fluidez, porque todos nuestros clientes son de México.\nLa página tiene que estar lista en dos semanas y debe funcionar bien en el móvil.',
    );
    expect(mixed.language).toMatchObject({ code: 'en', mixed: true });
  });

  it('counts a skill named in passing as context, not as a requirement', () => {
    const reading = read(
      'We sell candles on our Shopify store. We need packaging design for three new scents, with labels ready for print.',
      'Packaging designer',
    );
    expect(reading.skills).not.toContain('Shopify');
    expect(read('We need someone who really knows Liquid and Shopify themes.', 'Shopify developer').skills).toEqual(
      expect.arrayContaining(['Shopify', 'Liquid']),
    );
    expect(read('We want to go live next month; you should excel at deadlines.', 'Landing page').skills).toEqual([]);
    expect(read('Build it with React Native.', 'React Native app').skills).toEqual(['React Native']);
  });

  it('finds the word a proposal must start with, however the post puts it', () => {
    expect(kinds('Start your proposal with the word "pineapple" so I know you read this.')).toEqual([
      'startWord:pineapple',
    ]);
    expect(kinds("Begin your application with 'Ready to edit' please.")).toEqual(['startWord:Ready to edit']);
    expect(kinds('Put PURPLE as the first word of your proposal so I know you read this.')).toEqual([
      'startWord:PURPLE',
    ]);
    expect(kinds('The first word of your proposal should be: banana')).toEqual(['startWord:banana']);
    expect(kinds('Beginnen Sie Ihr Angebot mit dem Wort „Fahrradkette“.')).toEqual(['startWord:Fahrradkette']);
  });

  it('finds subject lines, with and without a text', () => {
    expect(kinds('Subject line of your proposal must be: Spanish legal translation')).toEqual([
      'subjectLine:Spanish legal translation',
    ]);
    expect(kinds('Use "Data Wizard" as the subject line.')).toEqual(['subjectLine:Data Wizard']);
    expect(kinds('Please start with a subject line.')).toEqual(['subjectLine:']);
  });

  it('finds paragraph counts and what each paragraph covers', () => {
    expect(
      kinds('When applying, write 2 paragraphs on your interest in this project and 1 on your AI experience.'),
    ).toEqual(['paragraphs:3', 'include:interest', 'include:experience']);
    expect(
      kinds('Paragraph 1 – who you are\nParagraph 2 – a campaign you ran and its numbers\nParagraph 3 – your rate'),
    ).toEqual(['paragraphs:3', 'include:experience', 'include:experience', 'include:pricing (yours)']);
  });

  it('splits a list of items to include, and leaves prices, dates and files to the freelancer', () => {
    expect(
      kinds('In your proposal, include your hourly rate, your availability and a link to similar work you have done.'),
    ).toEqual(['include:pricing (yours)', 'include:availability (yours)', 'attach:samples (yours)']);
    expect(
      kinds('How to apply:\n- your experience with Klaviyo\n- how you would approach our flows\n- attach your resume'),
    ).toEqual(['include:experience', 'include:approach', 'attach:resume (yours)']);
    // The client's own multi-location accounts ask for results, not for where the freelancer is.
    expect(kinds('Please share results from other healthcare or multi-location accounts.')).not.toContain(
      'include:location',
    );
    expect(kinds('Please share 2-3 logo projects you’re proud of. Budget is fixed $600.')).toEqual([
      'include:portfolio',
    ]);
    expect(kinds('Must have examples of LinkedIn posts you’ve written for founders or execs.')).toEqual([
      'attach:samples (yours)',
    ]);
    expect(kinds('Merci d’indiquer vos tarifs et vos délais, et de joindre votre portfolio.')).toEqual([
      'attach:portfolio (yours)',
      'include:pricing (yours)',
      'include:timeline (yours)',
    ]);
  });

  it('reads every question, also those without a question mark or hidden in a request', () => {
    const questions = (text: string) => read(text).questions.map((q) => `${q.type}:${q.text}`);
    expect(
      questions('how would you price this, flat fee or hourly? and have you worked with square + xero before?'),
    ).toEqual([
      'rate:How would you price this, flat fee or hourly?',
      'experience:Have you worked with square + xero before?',
    ]);
    expect(questions('have you worked with coaches before? what kind of cost per lead did you get')).toEqual([
      'experience:Have you worked with coaches before?',
      'experience:What kind of cost per lead did you get',
    ]);
    expect(questions('Please let me know if you have built a Chrome extension before.')).toEqual([
      'experience:If you have built a Chrome extension before',
    ]);
    expect(questions('Screening question: What is the first thing you would look at, and why?')).toEqual([
      'approach:What is the first thing you would look at, and why?',
    ]);
    expect(questions('Sound like you? Interested? Apply now.')).toEqual([]);
    expect(questions('Can you also build it in Webflow?')).toEqual(['experience:Can you also build it in Webflow?']);
    expect(questions('What CPL and lead-to-case rate did you achieve for a legal client?')).toEqual([
      'experience:What CPL and lead-to-case rate did you achieve for a legal client?',
    ]);
    expect(questions('Can you both design and build in Webflow?')).toEqual([
      'experience:Can you both design and build in Webflow?',
    ]);
    expect(questions('Do you translate from Portuguese?')).toEqual(['personal:Do you translate from Portuguese?']);
    expect(questions('How long have you worked in Seller Central?')).toEqual([
      'experience:How long have you worked in Seller Central?',
    ]);
    expect(questions('Share pitch decks you designed?')).toEqual(['portfolio:Share pitch decks you designed?']);
    expect(questions('Please tell me how you would find the cause.')).toEqual([
      'approach:How would you find the cause?',
    ]);
    expect(questions("Please explain how you'd approach moving subscribers.")).toEqual([
      'approach:How would you approach moving subscribers?',
    ]);
    // A question mark inside the client's own aside is thinking aloud; an aside that asks is still asked.
    expect(questions('- new theme (i like the look of Dawn but more cozy? idk)')).toEqual([]);
    expect(questions('- new theme (can you also set up the reviews app?)')).toEqual([
      'other:Can you also set up the reviews app?',
    ]);
    expect(questions('What reply rates have you seen in hospitality?')).toEqual([
      'experience:What reply rates have you seen in hospitality?',
    ]);
  });

  it('splits a question that asks two things, unless the second leans on the first', () => {
    const questions = (text: string) => read(text).questions.map((q) => `${q.type}:${q.text}`);
    expect(
      questions(
        'How many meetings per month would you expect to book, and how do you keep the account safe from LinkedIn restrictions?',
      ),
    ).toEqual([
      'other:How many meetings per month would you expect to book?',
      'approach:How do you keep the account safe from LinkedIn restrictions?',
    ]);
    // Without its comma too; how many revisions are included is the freelancer's own terms.
    expect(questions('What’s your process and how many revisions are included?')).toEqual([
      'approach:What’s your process?',
      'personal:How many revisions are included?',
    ]);
    expect(questions('Have you ever had an ad account disabled, and how did you get it back?')).toHaveLength(1);
    expect(questions('What is your hourly rate, and why?')).toHaveLength(1);
  });

  it('surfaces hard requirements and red flags', () => {
    expect(filters('US only, please.')).toEqual(['location/requirement']);
    expect(filters('You must be local to Seattle for the shoot.')).toEqual(['location/requirement']);
    expect(filters('Must overlap at least 4 hours with EST.')).toEqual(['timezone/requirement']);
    expect(filters("A bachelor's degree in accounting is required.")).toEqual(['degree/requirement']);
    expect(filters('Native German speaker only.')).toEqual(['language/requirement']);
    expect(filters('Must have excellent written English.')).toEqual(['language/requirement']);
    expect(filters('No agencies please, individual freelancers only.')).toEqual(['agency/requirement']);
    expect(filters('Debes estar en México para alguna reunión presencial.')).toEqual(['location/requirement']);
    expect(
      read(
        'I need a full ecommerce website with 200 products. Budget is $80 fixed.',
        'Ecommerce website',
      ).requirements.map((r) => `${r.kind}/${r.severity}`),
    ).toEqual(['budget/red-flag']);
  });

  it('quotes a place in another language whole, accents and capitals included', () => {
    const labels = (jobDescription: string) => read(jobDescription).requirements.map((r) => r.label);
    expect(labels('DEBES ESTAR EN MÉXICO.')).toEqual(['Location: DEBES ESTAR EN MÉXICO']);
    expect(labels('Solo candidati residenti a Köln.')).toEqual(['Location: Solo candidati residenti a Köln']);
    expect(labels('Alleen kandidaten uit Łódź.')).toEqual(['Location: Alleen kandidaten uit Łódź']);
    expect(labels('Fließend Deutsch ist ein Muss.')).toEqual(['Language: Fließend']);
  });

  it('does not mistake ordinary words for requirements', () => {
    expect(
      filters('In your proposal, tell us about yourself. We are a US-based company with staff in the UK.'),
    ).toEqual([]);
    expect(filters('The new site must be bilingual (English and Portuguese).')).toEqual([]);
    expect(filters('Our revenue is $80k/month and we pay $45/hr.')).toEqual([]);
  });

  it('flags an unverified payment method when the caller knows it', () => {
    const reading = readJob({ jobTitle: 'Logo', jobDescription: 'Need a logo.' }, { paymentVerified: false });
    expect(reading.requirements).toEqual([expect.objectContaining({ kind: 'payment', severity: 'red-flag' })]);
  });

  it('reads the same post the same way every time', () => {
    const text = 'We run a small bakery and need a logo. Start your proposal with "croissant". US only.';
    expect(toAnalysis(read(text, 'Logo'), [])).toEqual(toAnalysis(read(text, 'Logo'), []));
    expect(read(text, 'Logo').seed).toBe(read(text, 'Logo').seed);
  });
});
