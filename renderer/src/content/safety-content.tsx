import { useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../../shared/routes'
import { company, marketing } from './company'

// What the Customer support, Report Misuse and Be Safe Online pages share.

export function FounderMessage() {
  const [expanded, setExpanded] = useState(false)
  return (
    <section className="card founder">
      <h2>A message from our founder</h2>
      <p>
        Over {marketing.foundPartners} people have found their partners with us. Every one of those stories
        began with trust: trust that the person on the other side is who they say they are, and that we will
        look after what you share with us.
      </p>
      {expanded && (
        <div id="founder-more">
          <p>
            That trust is earned every day. Our teams check profiles, act on every report within a day, and
            work with legal authorities when someone breaks the law. We will never ask you for money,
            passwords or bank details.
          </p>
          <p>Please read the tips below and tell us the moment something feels wrong. We are here for you.</p>
        </div>
      )}
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        aria-controls="founder-more"
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? 'Read Less' : 'Read More'}
      </button>
    </section>
  )
}

export function PrivacyRights() {
  return (
    <section>
      <h2>Privacy is a fundamental right</h2>
      <div className="grid grid-3">
        <div className="card">
          <h3>Personal data privacy</h3>
          <p>Your privacy settings control who sees your name, your photos and your details.</p>
        </div>
        <div className="card">
          <h3>Contact details privacy</h3>
          <p>Your phone number can be hidden from all members; you decide whom to share it with.</p>
        </div>
        <div className="card">
          <h3>Safe chat and video call</h3>
          <p>Talk and meet on video inside the service without giving out your number or e-mail.</p>
        </div>
      </div>
    </section>
  )
}

export function SafetyTips() {
  return (
    <section>
      <h2>Safety tips</h2>
      <ul>
        <li>Do not share bank details or your home address with someone you have not met.</li>
        <li>Meet in public places for the first meetings, and tell a family member where you are going.</li>
        <li>Never give financial help to a match, however urgent the story sounds.</li>
      </ul>
    </section>
  )
}

export function ReportProfile() {
  return (
    <section className="card">
      <h2>Report Profile</h2>
      <p>
        If a profile seems fake, asks for money or behaves badly, report it. Open the profile and choose
        Report Profile, or write to us at{' '}
        <a href={`mailto:${company.writeToUsEmail}`}>{company.writeToUsEmail}</a> with the profile id. You can
        also use our <Link to={paths.writeToUs}>Write to Us form</Link>.
      </p>
      <p>
        We work with legal authorities and share information with them when the law requires it or when a
        member is at risk.
      </p>
    </section>
  )
}
