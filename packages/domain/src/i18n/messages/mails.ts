/**
 * The mails the server sends, subject and body (docs/api.md "Languages"): in the recipient's
 * language, a staff user's own else the carrier's, a partner's person's own else the partner's,
 * a partner's notification recipients the partner's. Each body is one message, its lines in it;
 * links, names and numbers are arguments (numbers and dates in the Finnish format in every language).
 */
import { messages } from './area';

export const mails = messages({
  en: {
    'mail.verify.subject': 'Confirm your account',
    'mail.verify.text': 'Hello {name},\n\nConfirm your account and choose a password:\n{link}\n\nThe link is valid for 7 days.\n',
    'mail.reset.subject': 'Reset your password',
    'mail.reset.text':
      'Hello {name},\n\nChoose a new password here:\n{link}\n\nThe link is valid for 1 hour. If you did not ask for it, ignore this mail.\n',

    'mail.invite.subject': '{carrier} invites you to its partner portal',
    'mail.invite.text':
      "Hello {name},\n\n{inviter} of {carrier} invites you to {carrier}'s partner portal as a user of {partner}.\nThere you see the prices {carrier} gives {partner}, price and book shipments, download the pricelists and manage your API token.\n\nChoose a password to sign in:\n{link}\n\nThe link is valid for 7 days.\n",
    'mail.withheld.subject': '{carrier} tried to invite this address',
    'mail.withheld.text':
      "Hello,\n\n{inviter} of {carrier} tried to invite {email} {portal, select, yes {to {carrier}'s partner portal as a user of {partner}} other {as a user of {carrier}}}.\nThis address already has an account, so nothing was changed: no account was made and yours stays as it was.\n\nIf you expected this, ask {carrier} to invite another address of yours. If not, you can ignore this mail.\n",
    'mail.takenSignUp.subject': 'Someone tried to sign up with this address',
    'mail.takenSignUp.text':
      'Hello,\n\nSomeone asked for an account for {company} with {email}.\nThis address already has an account, so nothing was changed.\n\nSign in at {login}. Forgot your password? Choose a new one at {forgot}.\nIf you did not ask for this, you can ignore this mail.\n',

    'mail.job.subject': 'Your {kind, select, mass {budget calculation} other {tender calculation}}',
    'mail.job.text':
      'Hello,\n\nthe {kind, select, mass {budget calculation} other {tender calculation}} you asked for is attached ({file}). It can also be downloaded {where, select, token {with your API token from {url}} other {from the calculator}}.\n',

    'mail.notice.changed.subject': '{carrier}: prices of {what} changed',
    'mail.notice.changed.text':
      '{carrier} changed the prices of pricelist {what}, valid {from} to {to}: {cells, plural, one {# price} other {# prices}} on {lanes, plural, one {# lane} other {# lanes}}.',
    'mail.notice.scheduled.subject': '{carrier}: new prices of {what} from {day}',
    'mail.notice.scheduled.text':
      '{carrier} has new prices in pricelist {what}: they take effect on {day}{replacing, select, yes {, replacing {replaced}} other {}} (valid {from} to {to}).',
    'mail.notice.effective.subject': '{carrier}: new prices of {what} in effect',
    'mail.notice.effective.text':
      "The prices of {carrier}'s pricelist {what} are in effect from today, {day}{replacing, select, yes {, replacing {replaced}} other {}} (valid {from} to {to}).",
    'mail.notice.body': 'Hello,\n\n{text}\n\nEvent {event}.\n',
    'mail.notice.bodyAttached': 'Hello,\n\n{text}\n\nThe pricelist is attached ({files}).\n\nEvent {event}.\n',
  },
  et: {
    'mail.verify.subject': 'Kinnita oma konto',
    'mail.verify.text': 'Tere, {name}!\n\nKinnita oma konto ja vali parool:\n{link}\n\nLink kehtib 7 päeva.\n',
    'mail.reset.subject': 'Parooli lähtestamine',
    'mail.reset.text':
      'Tere, {name}!\n\nVali siin uus parool:\n{link}\n\nLink kehtib 1 tunni. Kui sa seda ei palunud, jäta see kiri tähelepanuta.\n',

    'mail.invite.subject': '{carrier} kutsub sind oma partneriportaali',
    'mail.invite.text':
      'Tere, {name}!\n\n{inviter} ettevõttest {carrier} kutsub sind ettevõtte {carrier} partneriportaali ettevõtte {partner} kasutajana.\nSeal näed hindu, mida {carrier} pakub ettevõttele {partner}, saad saadetisi hinnastada ja broneerida, hinnakirju alla laadida ja oma API-võtit hallata.\n\nSisselogimiseks vali parool:\n{link}\n\nLink kehtib 7 päeva.\n',
    'mail.withheld.subject': '{carrier} püüdis sellele aadressile kutset saata',
    'mail.withheld.text':
      'Tere!\n\n{inviter} ettevõttest {carrier} püüdis kutsuda aadressi {email} {portal, select, yes {ettevõtte {carrier} partneriportaali ettevõtte {partner} kasutajana} other {ettevõtte {carrier} kasutajaks}}.\nSellel aadressil on juba konto, seega midagi ei muudetud: uut kontot ei loodud ja sinu konto jääb endiseks.\n\nKui ootasid seda, palu ettevõttel {carrier} kutsuda mõni teine sinu aadress. Kui mitte, võid selle kirja tähelepanuta jätta.\n',
    'mail.takenSignUp.subject': 'Keegi püüdis selle aadressiga registreeruda',
    'mail.takenSignUp.text':
      'Tere!\n\nKeegi taotles kontot ettevõttele {company} aadressiga {email}.\nSellel aadressil on juba konto, seega midagi ei muudetud.\n\nLogi sisse aadressil {login}. Unustasid parooli? Vali uus aadressil {forgot}.\nKui sa seda ei taotlenud, võid selle kirja tähelepanuta jätta.\n',

    'mail.job.subject': 'Sinu {kind, select, mass {eelarve arvutus} other {hanke arvutus}}',
    'mail.job.text':
      'Tere!\n\nSinu tellitud {kind, select, mass {eelarve arvutus} other {hanke arvutus}} on lisatud ({file}). Selle saab alla laadida ka {where, select, token {oma API-võtmega aadressilt {url}} other {kalkulaatorist}}.\n',

    'mail.notice.changed.subject': '{carrier}: hinnakirja {what} hinnad muutusid',
    'mail.notice.changed.text':
      '{carrier} muutis hinnakirja {what} hindu (kehtib {from} kuni {to}): {cells, plural, one {# hind} other {# hinda}} {lanes, plural, one {# suunal} other {# suunal}}.',
    'mail.notice.scheduled.subject': '{carrier}: hinnakirja {what} uued hinnad alates {day}',
    'mail.notice.scheduled.text':
      '{carrier} on hinnakirjas {what} uued hinnad: need jõustuvad {day}{replacing, select, yes { ja asendavad hinnakirja {replaced}} other {}} (kehtib {from} kuni {to}).',
    'mail.notice.effective.subject': '{carrier}: hinnakirja {what} uued hinnad kehtivad',
    'mail.notice.effective.text':
      'Ettevõtte {carrier} hinnakirja {what} hinnad kehtivad alates tänasest, {day}{replacing, select, yes {, ja asendavad hinnakirja {replaced}} other {}} (kehtib {from} kuni {to}).',
    'mail.notice.body': 'Tere!\n\n{text}\n\nSündmus {event}.\n',
    'mail.notice.bodyAttached': 'Tere!\n\n{text}\n\nHinnakiri on lisatud ({files}).\n\nSündmus {event}.\n',
  },
  fi: {
    'mail.verify.subject': 'Vahvista käyttäjätilisi',
    'mail.verify.text': 'Hei {name},\n\nvahvista käyttäjätilisi ja valitse salasana:\n{link}\n\nLinkki on voimassa 7 päivää.\n',
    'mail.reset.subject': 'Salasanan vaihtaminen',
    'mail.reset.text':
      'Hei {name},\n\nvalitse uusi salasana täällä:\n{link}\n\nLinkki on voimassa tunnin. Jos et pyytänyt sitä, voit jättää tämän viestin huomiotta.\n',

    'mail.invite.subject': '{carrier} kutsuu sinut kumppaniportaaliinsa',
    'mail.invite.text':
      'Hei {name},\n\n{inviter} ({carrier}) kutsuu sinut yrityksen {carrier} kumppaniportaaliin yrityksen {partner} käyttäjäksi.\nPortaalissa näet hinnat, jotka {carrier} antaa yritykselle {partner}, voit hinnoitella ja varata lähetyksiä, ladata hinnastot ja hallita API-avaintasi.\n\nValitse salasana kirjautuaksesi:\n{link}\n\nLinkki on voimassa 7 päivää.\n',
    'mail.withheld.subject': '{carrier} yritti kutsua tämän osoitteen',
    'mail.withheld.text':
      'Hei,\n\n{inviter} ({carrier}) yritti kutsua osoitteen {email} {portal, select, yes {yrityksen {carrier} kumppaniportaaliin yrityksen {partner} käyttäjäksi} other {yrityksen {carrier} käyttäjäksi}}.\nOsoitteella on jo käyttäjätili, joten mitään ei muutettu: uutta tiliä ei luotu ja oma tilisi pysyy ennallaan.\n\nJos odotit tätä, pyydä yritystä {carrier} kutsumaan jokin toinen osoitteesi. Muussa tapauksessa voit jättää tämän viestin huomiotta.\n',
    'mail.takenSignUp.subject': 'Joku yritti rekisteröityä tällä osoitteella',
    'mail.takenSignUp.text':
      'Hei,\n\njoku pyysi käyttäjätiliä yritykselle {company} osoitteella {email}.\nOsoitteella on jo käyttäjätili, joten mitään ei muutettu.\n\nKirjaudu sisään osoitteessa {login}. Unohditko salasanan? Valitse uusi osoitteessa {forgot}.\nJos et pyytänyt tätä, voit jättää tämän viestin huomiotta.\n',

    'mail.job.subject': '{kind, select, mass {Budjettilaskelmasi} other {Tarjouskilpailulaskelmasi}}',
    'mail.job.text':
      'Hei,\n\npyytämäsi {kind, select, mass {budjettilaskelma} other {tarjouskilpailun laskelma}} on liitteenä ({file}). Sen voi ladata myös {where, select, token {API-avaimellasi osoitteesta {url}} other {laskurista}}.\n',

    'mail.notice.changed.subject': '{carrier}: hinnaston {what} hinnat muuttuivat',
    'mail.notice.changed.text':
      '{carrier} muutti hinnaston {what} hintoja (voimassa {from}–{to}): {cells, plural, one {# hinta} other {# hintaa}} {lanes, plural, one {# reitillä} other {# reitillä}}.',
    'mail.notice.scheduled.subject': '{carrier}: hinnaston {what} uudet hinnat {day} alkaen',
    'mail.notice.scheduled.text':
      '{carrier} on päivittänyt hinnaston {what} hinnat: uudet hinnat tulevat voimaan {day}{replacing, select, yes { ja korvaavat hinnaston {replaced}} other {}} (voimassa {from}–{to}).',
    'mail.notice.effective.subject': '{carrier}: hinnaston {what} uudet hinnat ovat voimassa',
    'mail.notice.effective.text':
      'Yrityksen {carrier} hinnaston {what} hinnat ovat voimassa tästä päivästä, {day}, alkaen{replacing, select, yes { ja korvaavat hinnaston {replaced}} other {}} (voimassa {from}–{to}).',
    'mail.notice.body': 'Hei,\n\n{text}\n\nTapahtuma {event}.\n',
    'mail.notice.bodyAttached': 'Hei,\n\n{text}\n\nHinnasto on liitteenä ({files}).\n\nTapahtuma {event}.\n',
  },
});
