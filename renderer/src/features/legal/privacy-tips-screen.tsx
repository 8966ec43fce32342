import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'

const tips = [
  [
    'Choose who sees your photos',
    'Set your photos to visible only to members you accept. You can change it any time.',
  ],
  [
    'Keep your number to yourself',
    'Hide your phone number from all members and share it only when you are ready.',
  ],
  ['Use the service to talk', 'Chat and video calls inside the service keep your e-mail and number private.'],
  [
    'Check before you trust',
    'Look for verified profiles, and ask a family member to join early conversations.',
  ],
  [
    'Never send money',
    'No genuine match asks for money, gift cards or bank details. Report anyone who does.',
  ],
]

export function PrivacyTipsScreen() {
  return (
    <>
      <PageHero title="Privacy Tips">
        <p className="lead">Simple habits that keep your search private and safe.</p>
      </PageHero>
      <div className="container section">
        <ol className="grid grid-2">
          {tips.map(([title, text]) => (
            <li key={title} className="card">
              <h2>{title}</h2>
              <p>{text}</p>
            </li>
          ))}
        </ol>
        <p>
          More in our <Link to={paths.privacy}>Privacy Policy</Link> and on{' '}
          <Link to={paths.online}>Be Safe Online</Link>.
        </p>
      </div>
    </>
  )
}
