/**
 * Posts written the way clients write them on Upwork, for the tests of which skills a post asks for and how
 * a profile fits it.
 */

export const PACKAGING = {
  jobTitle: 'Packaging design for 3 new candle scents',
  jobDescription: `Hi! We're Ember & Oak, a small candle company. Most of our sales happen online, and we need the new boxes to photograph well for our Shopify store.

We're launching three new scents this autumn and are looking for a packaging designer who can make our boxes feel premium without looking fussy.

What you'll do:
- Design a box for the 8oz candle (our printer will provide the dieline)
- Design front and back labels for each scent
- Prepare print-ready files (CMYK, 3mm bleed)

Our logo and brand colours stay as they are. Our site is built in WordPress and we sell on Amazon too, so the labels must read well as small thumbnails.
Please share 2-3 packaging projects you've done for small brands, ideally home fragrance or cosmetics.

Budget: $600 fixed. First concepts within 10 days.`,
};

export const SKILLS_LIST = {
  jobTitle: 'Build our marketing site in Webflow from a finished Figma design',
  jobDescription: `We have a finished design in Figma (12 pages) and need it built in Webflow with clean class naming, so our marketing team can edit it afterwards without breaking anything.

Scope:
- All 12 pages, responsive down to 375px
- CMS collections for blog posts and case studies
- Page transitions as in the prototype

We'd like to launch by the end of next month. Tell us about a Webflow site you built that a client's team still edits themselves.

Skills: Webflow, HTML, CSS, JavaScript, Figma`,
};

export const MUST_AND_NICE = {
  jobTitle: 'Email marketer to take over our flows and weekly campaigns',
  jobDescription: `We're a 4-person skincare brand doing about $60k/month on Shopify. Email revenue has dropped since our last freelancer left, and we need someone to take over our flows and our weekly campaigns.

You must have at least 2 years of hands-on experience with Klaviyo, including building flows and segments from scratch. You should know GA4 well enough to report revenue per email. Copywriting experience is required, as you'll write the emails yourself.

Experience with Figma is a plus, since we design our own email templates. Canva would be nice to have but is not essential.

Please tell us about a flow you rebuilt and what it did to revenue.`,
};

export const NO_SKILLS = {
  jobTitle: 'Hand-drawn map for the inside cover of my hiking guide',
  jobDescription: `I'm self-publishing a hiking guide to the Lake District and would love a hand-drawn style map for the inside cover. It should show the 12 walks in the book, the main towns and a few landmarks (lakes, peaks, the pubs the walks end at!).

I'll send you a rough sketch and the GPS tracks. Print size is A5, full colour.

I'm hoping to have it finished within 3 weeks. Please send a couple of maps or illustrations you've drawn.`,
};

/** What the extension sends: the post's text, then the skills the client listed on Upwork. */
export const WITH_UPWORK_SKILLS = {
  jobTitle: 'Fix checkout on our store after a theme update',
  jobDescription: `Since we updated our theme last week, the checkout button on product pages does nothing on iPhone. Desktop works. We need this fixed quickly, then a short note on what went wrong.

Skills and expertise: Shopify, Liquid, JavaScript.`,
};

export const LINKEDIN = {
  jobTitle: 'Maya Chen — Founder at Ember & Oak Candles | DTC | Shopify',
  jobDescription:
    "I started Ember & Oak in my kitchen in 2019, and today we ship hand-poured candles to 30 countries through our Shopify store. Before that I spent six years in brand marketing at a skincare group, where I ran Meta Ads and Klaviyo programmes for three brands. I'm skilled in Figma and Photoshop, and I still design our packaging myself.",
};
