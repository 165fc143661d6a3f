/**
 * Common passwords that would otherwise pass our rules (8+ characters with a letter and a digit),
 * lower-cased: the 5183 such entries of the password list shipped by zxcvbn-ts
 * (@zxcvbn-ts/language-common 4.1.3, MIT, © 2012-2016 Dan Wheeler and Dropbox, Inc., © 2021
 * zxcvbn-ts), which ranks passwords seen in public breaches. ASVS asks that such passwords be
 * refused. Kept as one string so it costs nothing until first use; the web bundle does not import it.
 */
export const COMMON_PASSWORDS_TEXT = `
1qaz2wsx trustno1 1234qwer q1w2e3r4t5 qwer1234 q1w2e3r4 password1 1q2w3e4r jordan23 qwerty123 passw0rd
abcd1234 rush2112 1q2w3e4r5t 1qazxsw2 blink182 12qwaszx asdf1234 zaq12wsx 123456789a 1232323q qwerty12
12345qwert michael1 usuckballz1 password123 ncc1701d hello123 123qweasd charlie1 letmein1 123456789q a1b2c3d4
mustang1 welcome1 qazwsx123 123qweasdzxc freedom1 soso123aljg jessica1 fuckyou2 1234abcd babylon5 yankees1
1qaz2wsx3edc ncc1701e matthew1 123qwe123 q1w2e3r4t5y6 wrinkle1 access14 letmein2 a1234567 fuckyou1 anthony1
william1 super123 satan666 qwerty12345 gn56gn56 1234567a thunder1 chelsea1 1q2w3e4r5t6y 1a2b3c4d 1passwor
shaney14 heather1 richard1 zaq1xsw2 formula1 asshole1 mailcreated5240 zxcv1234 patrick1 cowboys1 gateway1
pa55word scooter1 1234567q raiders1 a1s2d3f4 qwert123 diamond1 front242 123456qwerty 8j4ye3uz 123456aa
phoenix1 1234567890q brandon1 porsche9 ncc1701a arsenal1 pa55w0rd jackson1 qwerty123456 agent007 melissa1
pokemon1 apollo13 rangers1 123456789z gordon24 passwor1 fordf150 chicken1 chester1 jasmine1 pass1234 turkey50
happy123 polniypizdec0211 abc12345 samsung1 gandalf1 1qa2ws3ed america1 football1 packers1 sojdlg123aljg
zxcvbnm1 lineage2 a123456789 nwo4life charles1 kcj9wx5n r2d2c3po shannon1 gfhjkm123 p0015123 marino13 qazwsx12
qwerty1234 chicago1 ferrari1 madison1 test1234 superman1 apple123 florida1 winston1 123qwerty panther1
newyork1 1x2zkg8w zxasqw12 12345678q monster1 crystal1 james007 1q2w3e4r5 nokia6300 rebecca1 12qw34er
montgom240 bulldog1 12345qwe 12345678a fishing1 password2 digital1 tiffany1 dolphin1 fuckoff1 dragon12
aa123456 newpass6 z1x2c3v4 devil666 123456qw jackson5 1234567890a baseball1 qweasd123 scorpio1 cameron1
123qq123 7ugd5hip2j a12345678 porsche1 gabriel1 monkey12 rainbow6 9293709b13 50spanks just4fun spencer1
q2w3e4r5 playboy1 maxwell1 1234asdf 1a2s3d4f iverson3 vsjasnel12 tiger123 hawaii50 qazwsxedc123 wg8e3wjf
master12 123456qwe killer12 mazda626 michael2 green123 yankees2 drummer1 pussy123 pumpkin1 qwerty11 misfit99
zxcvbnm123 qwert12345 vikings1 broncos1 dodgers1 password12 1z2x3c4v warrior1 genesis1 death666 angel123
qwe123qwe mazdarx7 123456789s iloveyou2 cbr900rr good123654 james123 summer99 testing1 nascar24 zachary1
soccer12 cricket1 rainbow1 stephen1 johnson1 peaches1 pool6123 mustang6 trouble1 45m2do5bs nirvana1 jackass1
marines1 12qw12qw penguin1 asdqwe123 nokia6233 ghbdtn123 asdfgh01 buddy123 private1 andyod22 pantera1
zxcasdqwe123 soccer10 spartan1 yamahar1 david123 buffalo1 success1 voyager1 iloveyou1 f00tball wp2003wp
123456ru noname123 cygnusx1 money123 sasha_007 kordell1 eclipse1 p@ssw0rd nokian73 chris123 cartman1 perfect1
hallo123 pufunga7782 liverpool1 vincent1 forever1 captain1 sabrina1 1234zxcv marcius2 bubbles1 stanley1
bubba123 gateway2 destiny1 beatles1 natasha1 12345qwer vanessa1 therock1 p4ssw0rd gsxr1000 23skidoo
ghhh47hj7649 shadow12 patches1 houston1 power123 blue1234 12345qwerty awesome1 123456789m montana1 mash4077
dragon69 sammy123 q1234567 natalie1 q123456789 ncc74656 austin31 p0o9i8u7 password9 killer123 123qwert
summer69 dilbert1 sasha123 12345abc starwars1 123456789d bradley1 69camaro 5wr2i7h8 melanie1 apollo11 mustang2
trinity1 12345qaz 1michael 123456789qwe alexander1 thumper1 7777777a trumpet1 favorite6 skipper1 jupiter1
segblue2 abcdefg1 allison1 special1 liberty1 sunshine1 password01 computer1 1qazxsw23edc jesus123 charlie2
1234rewq 1qazzaq1 playboy2 1million vampire1 zxcvb123 frankie1 justice1 fuckme69 trooper1 123456as password99
popcorn1 123456qqq left4dead england1 lol12345 weare138 mercury1 alpha123 naughty1 paladin1 asdfg123 huskers1
claudia1 demon666 1qw23er4 flyers88 nokia5800 stewart1 ireland1 cantona7 mustang5 aaaa1111 buster12 jennifer1
nemrac58 qweasdzxc123 soccer11 metallica1 123456789r flipper1 love1234 1111qqqq asdasd123 arizona1 alex1234
55bgates abc123456 beckham7 nokia123 as123456 kristin1 phantom1 1q2q3q4q 1234567aa care1839 jupiter2 lucky123
myspace1 qwerty13 chopper1 z1x2c3v4b5 dallas22 princess1 start123 winter99 nothing1 mike1234 2wsx3edc
123456789v a1a2a3a4 gizmodo1 q1q2q3q4q5 kenneth1 raymond1 spiderman1 jesus777 123456789o friday13 bigdick1
qaz123wsx 1z2x3c4v5b nokia5530 websol76 india123 20spanks timoxa94 1234567890z mazda323 magic123 kristen1
qq123456 jeffrey1 1qaz2wsx3edc4rfv ilya1234 pippen33 georgia1 general1 qw123456 chickenwing101 rosebud1
987654321a a1b2c3d4e5 nancy123 sandman1 anthony7 victory1 access99 quant4307s a1s2d3f4g5 monkey69 batman12
lincoln1 molly123 3rjs1la7qe password11 jessica2 dragon01 qazxsw123 warcraft3 chevys10 hooters1 douglas1
911turbo detroit1 0o9i8u7y daniel12 atlanta1 1mustang favorite2 groupd2013 angel666 madonna1 sooners1 skeeter1
service1 timothy1 hunter12 1password gregory1 rocky123 zaq12345 futyn007 dragon123 manager1 madala11 nokia5130
dima1995 friends1 smoke420 cobra427 fantasy1 alabama1 freedom2 michelle1 admin123 123qwe123qwe welcome2
fireman1 q1q2q3q4 newproject2004 stinger1 windows1 barbara1 3edc4rfv sublime1 michele1 1a2s3d4f5g prelude1
qazwsxedc1 porsche911 pussy4me anthony2 j3qq4h7h2v fordf350 12locked 123456789p corvet07 kevin123 a123456a
ironman1 maximus1 pegasus1 dreamer1 gfhjkm12 blessed1 12345asd nemesis1 sevenof9 revival47 123456789l sk8ordie
enter123 1234kekc snowman1 charlie123 123456qq 123456ab newpass1 zxcvb12345 monkey123 master123 capital1
asd12345 qwerty78 1a2b3c4d5e nokia5230 everton1 123mudar l58jkdjp! 1a2a3a4a 123qweas heather2 sanity72
frank123 rt6ytere buckeye1 newport1 rb26dett cynthia1 pontiac1 russell1 austin316 teacher1 hershey1 control1
lebron23 qwerty99 anna2614 pyramid1 fred1234 1letmein birthday4 account1 fordf250 qwaszx12 spartan117 antonio1
0000000000o germany1 deborah1 elvis123 russian7 seattle1 lindsay1 music123 unicorn1 shadow01 qaz12345 blaster1
pokemon123 element1 asdfg12345 domainlock2005 lakers24 flowers1 yamahar6 basebal1 homer123 r4e3w2q1 express1
x72jhhu3z 123456asd p455w0rd william2 !qaz2wsx 67camaro 12qwerty phoenix2 f15eagle cbr600rr payton34
123456789k saab9000 packard1 january1 17171717aa mustang9 chipper1 panties1 pandora1 jbond007 12s3t4p55
october1 jason123 hd764nw5d7e1vb1 blondie1 5tgb6yhn camelot1 soccer13 francis1 a1a2a3a4a5 hitman47 bruno123
1basebal mustang8 cezer121 123hfjdk147 lotus123 monkey11 4rfv3edc eleven11 123qwe456 dragon13 qazxsw12
zz8807zpl emmitt22 8phrowz622 dragon11 lindsey1 trucker1 vegas123 rebbyt34 hawkeye1 123masha 1hxboqg2 c3por2d2
redwing1 085tzzqi usmc0311 loveme89 063dyjuy luv2epus 44magnum qwerty777 boris123 summer12 open1234 monique1
miranda1 5hsu75kpot chrissy1 brother1 123456abc loveyou2 holiday1 black123 ducati99 samantha1 r2d2c3p0
redneck1 jamaica1 password3 pepsi123 trojans1 qwerty77 michael3 mustang0 steve123 charles2 year2005 summer01
christy1 andrew12 indiana1 strange1 blackie1 pentium4 1qaz!qaz jimmy123 golfing1 8phrowz624 master01 westham1
loveyou1 phillip1 mapet123456 titanic1 mustang3 buster01 1asshole postov1000 tigger12 redhead1 ilya1992
whatever1 charlie3 michael9 skyline1 nokia3250 33rjhjds bastard1 rooster1 matthew2 pioneer1 october2 ronaldo7
thelast1 1footbal 151nxjmt lucas123 aaaaaaa1 dragon99 2wsxzaq1 trustn01 crimson1 letmein22 joshua12 123321qwe
7hrdnw23 zaq1xsw2cde3 viper123 chocolate1 abigail1 slayer666 lucky777 footbal1 fuckyou123 favorite8 master11
shadow11 1a2a3a4a5a orlando1 brianna1 red12345 favorite7 wildcat1 shooter1 orange12 sampson1 nokian70
gy3yt2rgls oscar123 derrick1 asd123asd scruffy1 network1 kitty123 mnbvcxz1 simpson1 birthday1 1jennife
classic1 michael8 qweqwe123 123456789abc boscoe01 tristan1 passion1 malcolm1 brian123 welcome123 q1234567890
123456789n pi314159 internet1 tigger01 1234567u 68camaro thomas12 ghbdtn12 admin18533362 sarah123 trader12
roberto1 mounta1n camaroz2 toshiba1 1qay2wsx 2wsxcde3 college1 bigfoot1 million1 patrick2 winter12 catfish1
camaro69 player69 warcraft1 qqqq1111 123456zxc metal666 temp1234 23176djivanfros 123456789qwerty nokia5300
nonrev67 hendrix1 shadow13 dominic1 nicholas1 vlad1996 dragon88 connect1 katrina1 ginger12 wallace1 justin12
system32 cvzefh1gkc water123 peter123 damage11 michael7 country1 john1234 ronaldo9 1diamond 3edcvfr4 george12
andreas1 isacs155 maverick1 dragons1 w1w2w3w4 save13tx sunrise1 clinton1 slayer66 psychnaut1 silver12 integra1
4r3e2w1q fatluvr69 xsw21qaz slimed123 1q2q3q4q5q indians1 nikita123 qwerty22 nokia3310 scott123 1234567z
oc247ngucz 1111111111zz porn4life peaches2 oceans11 richard2 death123 taylor12 caitlin1 slipknot1 dima1996
2112rush police22 qwerty00 123123123q hot2trot matthew7 whitney1 bulldog2 1111aaaa ronaldo1 whiskey1 anton123
kelly123 pepper12 ashley12 daddy123 toronto1 vaz21099 password4 stealth1 qwaszx123 dragon22 jackson2 123123qwe
qwer4321 vermont1 1357911q bernard1 trigger1 bennett1 daniela1 chevyz71 halflife2 sk84life 123456789w denis123
12344321q soldier1 patriot1 robert12 380zliki t34vfrc1991 maria123 chicago2 transam1 123456qaz soccer15
q1w2e3r4t seven777 sandy123 chevy454 azerty123 samurai1 airforce1 newlife1 123qaz123 shotgun1 charlie9
123456789qaz 4rfv5tgb freedom7 garrett1 piazza31 1234qwerty scooter2 colleen1 patrick9 mustang7 elvira26
steelers1 bobby123 redsox04 ladybug1 thomas01 password69 stalker1 jonathan1 hammers1 larry123 hansolo1
4904s677075 kirill123 shadow123 harley01 007james celtics1 shadow69 1william steeler1 tequila1 hunter01
ferrari3 winston2 soccer14 013cpfza 12345trewq defiant1 1234rmvb siemens1 amanda18 babygirl1 biteme69 chester2
scooby12 biscuit1 10inches falcon16 password0 london12 dragon76 daniel123 valerie1 packers4 martini1 ricardo1
password1234 cupcake1 q8zo8wzq batman99 bella123 3stooges qazxsw21 ibill123 harry123 123asd123 gnasher23
birthday21 dad2ownu elaine22 hhhhhhh1 jordan12 154ugeiu gandalf2 111111aa 383pdjvl brendan1 2w3e4r5t colt1911
doma77ns venom121293 free4all welkom01 12345zxcvb melissa2 foxtrot1 kelly001 jennife1 amanda12 a7777777
britney1 mazdarx8 sherman1 victoria1 marissa1 quality1 qwerty21 nokia5310 dragon66 locoman0 nokia6303 cookies1
1patrick billy123 chicken2 gizmo123 hockey12 usmc1775 lakers32 dragon23 broncos7 chelsea2 samsung2 tyler123
smile123 qwe123asd lost4815162342 art131313 12345678c slipknot666 batman69 sweetie1 l8g3bkde just4you bethany1
pxx3eftp durango1 hihje863 dapzu455 password6 postov10 2sexy2ho katie123 austin12 ranger99 qwertyu1 access12
cidkid86 verizon1 testing123 orange44 naruto12 daisy123 dragon10 soccer22 favorite5 123qwe321 grizzly1
asdfgh12 amanda69 google123 cracker1 11223344q sexy1234 master99 ranger01 mark1234 pickles1 preston1 charger1
freddie1 buster11 1234567890s cadr14nu ready2go review69 hunting1 aragorn1 sailing1 history1 nolimit8
satana666 charmed1 polaris1 clemson1 sochi2014 123456789g michael6 fffffff1 zzzzzzz1 1charlie dgl70460
bondage1 take8422 acun3t1x rasta220 striker1 roman123 letmein6 house123 1thunder 12monkey nolimit9 qw12er34
hardcore1 1fuckyou student1 aq1sw2de3 qwerty123456789 farside1 fortune12 tarheel1 simon123 password7 google12
teddy123 qwertyu8 jessica0 123456789x soccer17 89231243658s courtney1 devilmaycry4 another1 mama1234 dasha123
freeman1 charlie5 password5 tornado1 secret12 andre123 qweasdzxc1 william3 gznybwf13 assa1234 avenger1
combat123654 xaccess2 vlad1997 12e3e456 mine2306 qwerty66 xsw23edc precious1 poiu0987 summer06 good12345
pentium1 onelove1 ferrari2 bigtits1 sunny123 bentley1 tigger69 plastic1 iceman69 qqqqqqq1 efbcapa201 michael0
picasso1 ddddddd1 thunder2 charlie6 lucifer1 monty123 xakep1234 2wsx1qaz fucker69 casey123 yy5rbfsc 1972chev
gsxr1100 forest11 tommy123 jamesbond007 ptfe3xxp pervert1 123123123a a987654321 dont4get letmein7 asd123456
wrinkle5 anna1987 freedom3 123123qweqwe naruto123 note1234 123456789b year2000 jameson1 4815162342lost
sasha1996 love4ever falcons1 pokemon12 scarface1 angel777 ghjcnj123 q12345678 studio54 surfing1 memphis1
335533aa 999111999q shadows1 4z34l0ts nokia8800 misty123 swimmer1 candy123 jericho1 twisted1 monkey13 summer05
amber123 jack1234 ranger21 kennedy1 smith123 dragon21 123456789qqq inferno1 charlie7 senha123 martin12
bitch123 wrest666 12345678z 123456789t qq123456789 78n3s5af nokian95 ozlq6qwm bbbbbbb1 jjjjjjj1 barkley1
shadow99 abcde123 buttons1 368ejhih 808state 1bigdick maggie11 cookie12 pacific1 dolphin2 iqzzt580 yvtte545
ikilz083 bridget1 554uzpad hzze929b winter01 sanity729 harley12 1qwertyu extreme1 joker123 patrick7 hockey99
zenit2011 abcdef123 brandon2 asdfghjkl123 pizza123 1234qwerasdf fuckyou7 alex2000 pass1word zx123456 jg3h4hfn
hunter11 asdfgh123 qwer12345 123qwe456rty 1234567890qw vlad7788 monkey10 elizabeth1 monkey99 nokia7610
asdfghjkl1 1234567d blowme69 mom4u4mm danil8098 orange77 sevilia1 pebbles1 r3ady41t shelley1 omega123 pikachu1
grendel1 1superma br00klyn compaq12 cab4ma99 nascar88 m6cjy69u35 thor5200 rusty123 machine1 baseba11 mikey123
comcast1 1pass1page summer20 johanna1 goddess1 ghbdtnbr1 1qa2ws3e 3syqo15hil leonard1 asterix1 webster1
gabriel2 huskies1 d1i2m3a4 zxcvbnm12 asfnhg66 fhntv1998 zxcvbn12 11qq22ww 1sexyred george01 myxworld4
birthday54 0raziel0 michael4 11c645df nick1234 eagle123 14vbqk9p ab123456 863abgsg corvett1 master69 2bigtits
nohack04 hamster1 mwq6qlzo 201jedlz qwertyuiop123 lzbs2twz zxcvbn123 gangsta1 ffvdj474 monster2 551scasi
golfer23 primetime21 2b8riedt ssptx452 tmjxn151 yqlgr667 thunder5 michael5 batman01 hunter123 boeing74
1scooter charlie4 cheese12 aaron123 money4me koetsu13 monkey77 master22 bowling1 admiral1 gerrity1 support1
triumph1 zx123456789 saun24865709 mercury7 hopkins1 fiction7 tennis12 111222333a phantom2 sasha2010 m1234567
fallout2 spider12 sasha1995 martina1 sdsadee23 maynard1 secret123 yfcnz123 madison2 q1w2e3r4t5y6u7 andrey123
4z3al0ts shygirl1 snapper1 dupont24 kimber45 letmein0 bangkok1 gorilla1 romeo123 123456789f emerald1 mittens1
london22 777angel mustang4 eagles05 loser123 kenny123 purple12 diablo66 summer11 london99 fish1234 xzsawq21
fucker11 patrick8 jamie123 1234qwert cuddles1 crazy123 griffin1 d1lakiss edward12 thomas123 dima1997 4506802a
mimi92139 ghost123 kodaira52 klingon1 989244342a 1wildcat 1compute letmein9 686xqxfg pilot123 090808qwe
1aaaaaaa 495rus19 caveman1 123456zx nokia6120 eternal1 mission1 csfbr5yy mick7278 yxkck878 565hlgqo luv2fuck
arsenal2 gsgba368 annette1 80070633pc ingram01 makeksa11 johnny69 allstar1 scarlet1 abc123abc gfif1991
alex1996 123as123 zidane10 shearer9 eae21157 chase123 123zxc123 bingo123 adriana1 aa123321 samsung123 carolyn1
poiu1234 dallas12 bassman1 shirley1 alberto1 password13 angelo4ek zaqwsx123 alex1990 1236987z
polniypizdec110211 amsterdam1 summer10 123456789qw episode1 1qa2ws3ed4rf midnight1 qwertyuiop1 carrera4
1chicken love2011 baggins1 12345zxc hamburg1 boobies1 sparky12 oakland1 z123456789 assword1 monkey22 asshole2
brownie1 1qwerty1 1234567t paul1234 welcome12 speaker1 superman2 123456789zxc dima12345 ranger11 fighter1
vw198m2n maxim1935 wenef45313 260zntpc marilyn1 bigdog69 pentium3 ford9402 phish420 hawkdog79 427cobra
5t6y7u8i warrior2 zaq11qaz access20 jo9k2jw2 oqglh565 640xwfkv 19mtpgam19 cubbies1 birthday299 parol999
1234567w celtic88 djg4bb4b trinity3 pistons1 qwerty88 searock6 24pnz6kc qweasd12 oranges1 tuczno18
playstation3 killer666 tm371855 quantum1 sonic123 prodigy1 monkey01 123456789qq buffy123 mallard1 joseph10
anfield1 amanda11 hshfd4n279 343104ky dragon00 king1234 fkbyf001 thunder7 1jessica clayton1 masha123 hustler1
colole57 ajcuivd289 london11 dima1993 qwe123rty w8gkz2x1 badboy69 jordan11 bandit12 cowboys2 fuckyou69
flash123 holland1 7777755102q harley11 matthew8 weather1 plumber1 benjamin1 1samanth lakers34 fallout3
kickass1 theresa1 paulina1 bmw325is metro2033 thegame1 1melissa redskin1 nokia3230 incubus1 hello1234 yzerman1
yes90125 dallas21 sex12345 nascar20 fkg7h4f3v6 florida2 paris123 0okm9ijn jenny123 sveta123 s456123789
skorpion39 dima2010 qwerty321 dima1234 dima2000 p4ssword shock123 zz123456 nicolas1 justin11 1starwar 1zxcvbnm
maurice1 firefly1 123456789aa volvos40 arwpls4u rainbow2 ou8124me jessica7 freddy12 yyyyyyy1 1phoenix qcmfd454
2kash6zq jalal123 snickers1 carlos12 my3girls shadow1212 soccer21 tempest1 nolimit5 casper12 sk8board hannah01
1234567890qwe bailey12 cubswin1 qwerty2010 el546218 florian1 gilbert1 8letters tvxtjk7r sasha1234 beaver69
roger123 rattolo58 passw0rd1 football12 1234567r sausage1 fuck1234 football2 dragon77 az123456 zxc12345
beautiful1 soccer99 sony1234 jessica8 volvo850 chelsea0 qaz1wsx2 strider1 nihao123 camille1 sebastian1
nathan12 scorpio7 vfrcbv123 4815162342a k1234567 section8 11111111a rangers9 lobster1 starwar1 spring99
holly123 pepper01 master23 iforgot1 mookie12 matt1234 horny123 bigdaddy1 johnson2 rambo123 pentium2 maggie12
ghhh47hj764 january2 1panther panther2 1matthew pitbull1 masters1 sabbath1 jillian1 roberts1 rocket88 seventy7
pepper123 matthew9 cyclops1 winter11 sc0tland 5t4r3e2w1q bmw330ci b0ll0cks curious1 z1234567 delta123 boston12
lvbnhbq1 printer1 qwerty10 danny123 q1w2e3r4t5y6u7i8 pedro123 killer66 cookie59 zqjphsyf6ctifgu suzanne1
noncapa0 tyrik123 natalia1 k9dls02a 1hxboqg2s lhbjkjubz2957704 devo2706 roman222 tamwsn3sja denman85 roberta1
jasper12 opopop11 134kzbip amadeus1 1bulldog qaz123456 biteme12 1qazxcvb cisco123 julie456 clapton1 545ettvy
2wj2k9oj monica69 213qwe879 123456ss nascar99 vg08k714 1chelsea 1ferrari anna2000 baby2000 gfhjkm007 eeeeeee1
dakota12 23jordan linda123 dante123 uiegu451 7ovtgimc 766rglqy warlock1 xxxxxxx1 lsdlsd12 1qazxsw23edcvfr4
123456zz brandon0 dorothy1 onlyone4 sergey123 3xbobobo pirates1 peekab00 9379992a joshua01 carter15 a9387670a
monday12 security1 raven123 sophie12 1111111q soccer20 yankees0 guitar12 collins1 mercedes1 a1l2e3x4 zaq123wsx
andrew01 qwerty89 soccer16 asdf12345 hockey11 angela12 welcome8 anna2010 birthday5 goforit1 lena2010 4321rewq
123qweqwe chelsea6 lesbian1 qazwsxedc12 hockey10 liverp00l cessna17 master10 diablo666 yanshi1982 julia123
mandy123 andrew123 killer99 apples12 blood123 jordan01 chuckie1 bitches1 letmein3 brittany1 tracker1 honda250
august16 camaroz28 charlie8 macsan26 carlton1 bunny123 danielle1 banana12 natas666 tomcat14 12qw34er56ty
gunther1 honey123 password00 alex2112 manning1 war3demo penis123 richard7 lorenzo1 23wesdxc blunt420 celtic67
blowjob1 kingdom1 christopher1 buffett1 t3fkvkmj shaolin1 philips1 mason123 bob12345 password10 merlin12
chicago7 unknown1 texas123 baseball2 porno123 snoopy12 123321qq joseph12 nokia5228 jordan22 1234567890w
qwerty666 parol123 love2000 ginger11 daytona1 matrix12 sssssss1 kondom25 1211123a dumbass1 dimon4ik polo1234
password23 vlad1995 fetish01 6458zn7a birthday3 lithium1 bearcat1 12345abcde sd3lpgdr 1corvett 669e53e1
len2ski1 474jdvff 625vrobg damned69 cde34rfv sh4d0w3d gfxqx686 2b4dnvsx andrew13 killer23 254xtpss harmony1
rlzwp503 qwerty02 quant4307 lvjdp383 griffey1 shrike01 qpful542 johnny99 merlin69 volvos80 pepper76 gunners1
a19l1980 abcde12345 1qaz3edc 123456aaa jumpman23 isabella1 lsia9dnb9y shane123 natasha2 walleye1 service01
123456789i merlin01 creative1 beavis69 password8 jor23dan 221195ws oktober7 serega123 silver11 melinda1
asdfjkl1 aezakmi1 imagine1 ktnj2010 chargers1 martin11 a1234567890 z123456z wildman1 gfhjkm22 anna1988
frogger1 bailey01 1qaz@wsx artem2010 windsor1 1234554321q deadman1 dolemit1 george11 baseball3 15s9pu03
qwert54321 cocacola1 artem123 spike123 freedom5 1234567k cruiser1 simba123 quattro6 breaker1 qwert1234
hxp4life boy4u2ownnyc killer11 explore1 suckit69 2bornot2b miller31 baller23 mario123 harley69 western1
ferrari5 1234567b summer00 golfer12 1heather 2bornot2 jordan123 painter1 wutang36 phoenix7 sally123 c43qpul5rz
dallas11 kimberly1 diamond3 slayer69 bologna1 jasmine2 ranger12 741852kk funtime1 peanuts1 d78unhxq redwood1
running1 garfield1 nokia6230 thunder9 cornell1 moose123 dakota01 charles3 minecraft123 finance1 dignity7
chelsea8 london20 mickey12 4cranker q123456q duncan21 laura123 parker12 pokemon2 pasha123 horndog1 runescape1
7f4df451 qwerty111 morgan12 whisper1 thomas11 nokia3110 lopas123 generic1 fk8bhydb winnipeg261 dusty197
my2girls marina123 mustard1 12345678qwe karolina1 voyager2 1j9e7f6f masterb8 warlord1 matilda1 richard3
1zzzzzzz ggggggg1 1rosebud abcd12345 asdfghj1 melissa6 tennis11 mxaigtg5 soccer18 an83546921an13 forrest1
1grizzly 1richard stanley2 tiffany2 compute1 batman11 305pwzlr yr8wdxcq sniper12 iloveme1 spawn666 sam138989
qwerty33 7u8i9o0p summer04 qwe123456 chronic1 1958proman camaro67 454dfmcq yellow12 frances1 astra123
123qazwsx austin11 aaa12345 diablo11 qawsed123 abc123456789 bartman1 jasmine5 amanda01 testing2 access123
august25 bb123456 adam1234 jigei743ks august11 charlie0 123456789as adxel187 thomas19 cjxb2014 emerson1
42qwerty42 karen123 joker666 rammstein1 chloe123 7653ajl1 tigger11 123321qweewq 0987654321a 1029384756q
merrill1 1234567v italian1 qwerty69 033028pw m1garand tigers01 anna1989 hunter99 trailer1 bigtime1 eastern1
austin123 giants56 orioles1 favorite3 bailey10 banshee1 maureen1 gerrard8 austin01 19371ayj windows9 bigboy12
auckland2010 hockey19 4freedom nintendo64 wolfman1 eric1234 r3vi3wpass gobuffs2 blade123 ironman2 august31
christian1 rainbow7 grace123 fantasy7 braves10 sucker69 w2dlww3v5p goober12 leto2010 knight12 butterfly1
gillian1 eclipse9 6xe8j2z4 nintendo1 gfhjkm11 eduardo1 1freedom dragon25 carlos123 mancity1 logan123 ziggy123
qwerty23 casper99 random123 counter1 solomon1 monkeys1 poppy123 prince12 987654321z killer69 s7fhs127 premier1
herbert1 1234567890zzz harrison1 dima1992 4809594q dima1990 dima1999 jacob123 mangust6403 mouse123 aa1111aa
1234567s 12345678s 0p9o8i7u vlad1998 redbull1 snake123 monkey21 ekaterina20 vika2010 fetish69 32615948worms
dragon64 mariner1 tuesday1 1ccccccc morgan01 bulls123 s1234567 alex12345 lickme69 bill1234 o4izdmxu 878kckxy
project1 qaz12wsx patrick3 hotsex69 1cowboys devil123 arnster55 dreamer2 andrea11 glock9mm 4gxrzemq jtuac3my
qmpq39zr 4g3izhox at4gftlw ljb4dt7n marie123 7ertu3ds u4slpwra 1sunshin 6jhwmqku b929ezzh 9kyq6fge 12345asdfg
682regkh yujyd360 freedom4 logitech1 cobra123 sr20dett andrew88 everest1 7gorwell 567rntvm heat7777 anthony0
carter12 alex1959 august12 lol123456 1butthea skate123 sebora64 1qwertyuiop tiger200 clipper1 acmilan1
112233aa 2502557i chicago0 ashley11 123456789e gordolee85 forever21 hockey21 nokia6630 212121qaz peanut12
magpies1 wizard12 marlboro1 38gjgeuftd sasha1988 alex1973 mama2010 alena2010 alex1991 sasha12345 paula123
alfredo1 alino4ka twenty20 nascar03 6339cndh harley99 balloon1 1111111a jeff1234 1dolphin matrix69 madison3
pancake1 ivan2010 bonjour1 sunsh1ne a32tv8ls master00 dallas01 soccer123 bacardi1 oleg1995 brooklyn1 hummerh2
lakers12 junior12 matrix13 nicole11 barney12 volvov70 nokia5320 superma1 spencer2 beaches1 panties2 madison9
1steeler monica12 veritas1 branden1 family01 hunter69 neptune1 26429vadim master77 browns99 chevy350 redwings1
birdman1 caroline1 chinese1 shadow22 money111 p1234567 summer07 chaos666 schalke0 scorpio2 blue2000 sintesi07
october8 chelsea4 lp2568cskt yankees7 beast666 tanya123 coolguy1 woody123 scooter7 sydney12 canucks1
nhfdvfnjkju123 happy100 penny123 1w2w3w4w str8edge cahek0980 calvin69 lol123123 scottie1 dima1994 melissa7
iloveyou123 nissan350z chester7 monkey23 sweet123 zippy123 dude1998 muffin12 tigers12 311music stalker123
zxc123zxc dolphins1 1qasw23ed station1 volvo240 vanilla1 pon32029 1234567l max33484 radical1 henry123 fifa2008
000777fffa 41d8cd98f00b 4311111q 12345678m scrappy1 lololyo123 01081988m booboo12 nemvxyheqdd5oqxyxyzi
thunder3 traffic1 bandit01 adv12775 19952009sa kr9z40sy trouble2 raiders2 248ujnfk poochie1 1charles
birthday10 wifey200 ololo123 ceisi123 susanne1 f8yruxoj 1jeffrey slacker1 iiiiiii1 267ksyjf ac2zxdty batman23
animals1 nokia6230i hunt4red cptnz062 ndshnx4s wnmaz7sd 8xuuobe4 cmu9ggzh october3 summer98 mustang69 up9x8rww
deflep27 lewie622 kzsfj874 kayla123 12345rewq junior24 ranger69 ranger75 boeing77 xohzi3g4 kfnju842 missy123
nccpl25282 broncos2 705499fh 123456789y spam967888 summer03 123321qaz psw333333 letmein4 fuckoff2 1tiffany
vaz21093 ch1tt1ck masha1998 moom4242 eclipse2 dima1985 gemini69 panda123 1q3e5t7u asdf67nm mommy123 asdasd12
mickey01 smile4me central1 8928190a lucifer666 yourmom1 ghjcnjnfr1 jackpot1 123456qwer sanchez1 ranger02
steve121 mystery1 married1 pepper11 1michell corrado1 alex2010 allan123 coolman1 a123456z elmer251 jake1234
1234567qw andrew22 juggalo1 garbage1 annie123 madison0 murphy01 p030710p$e4o 0o9i8u7y6t 3techsrl aa123123
fbi11213 mama1963 australia1 7elephants yellow22 birthday6 baby1234 sureno13 spurs123 scoubidou2 bigblue1
trident1 orange99 samanth1 asdf4321 winter00 1porsche porn1234 monkey20 extra300 mtwapa1a bengals1 monkey24
phish123 daniel01 5tgbnhy6 1johnson william7 junior123 bulldog7 rainman1 password21 freedom9 liberty2 p2ssw0rd
eminem12 legolas1 command1 666satan playstation2 peacock1 left4dead2 fuckyou12 wrestle1 robert01 smokey12
jarhead1 master13 knights1 dalejr88 sparrow1 asshole3 sparky11 smokey01 snowball1 1forever greenday1 gretzky9
celeste1 jordan99 k123456789 bosco123 booboo69 redskins1 bogdan123 beatles4 1234567m merlin99 dusty123
phoenix8 patrick0 milkman1 nicole12 number20 gateway3 fuckyou0 1xrg4kcq cbr929rr pussy101 camp0017 timmy123
hunter22 gustavo1 123456789c soccer69 mammoth1 fighting54 coleman1 junebug1 135135ab mailman1 01telemike01
electra1 ruslan123 schmidt1 123456789zx poker123 noodles1 soccer33 money777 diana123 nikita2000 keith123
demon123 de1987ma megaman1 1986irachka 51094didi robert11 gfhjkm13 eatshit1 alabama123 flower12 loosee123
iloveme2 peace123 0000000000d matthew3 access22 monitor1 mistral1 batman123 kenwood1 buster22 geolog323
a3eilm2s2y uto29321 531879fiz adidas12 1234567890m bbbbbb99 cbr600f3 245lufpq ytdxz2ca 11111aaaaa ccccccc1
birthday100 lisa1234 zombie13 ancella2 pandora2 ck6znp42 1herbier 1w2q3r4e 1fishing anthony3 dustin23 1bbbbbbb
5w76rnqp 4fa82hyx x4ww5qdr a7nz8546 fkojn6gb zldej102 lg2wmgvr unb4g9ty nicole23 bigsexy1 qwerty01 allen123
wltfg4ta rocket69 xsvnd4b2 dm6tzsgp rdgpl3ds racecar1 8363eddy gandalf3 1234567890qaz pgszt6md 1monster
robert99 skywalk1 qwe1234567 safeu851 johnson4 buster99 b1234567 andrew11 master55 balla007 faith123 monkey00
shithead1 fktrcfylh1 1manager falcon11 chicken123 0sister0 maximus2 anna1984 asd123qwe 12341234q rambler1
12344321a beaver12 sasha1992 sasha2000 nastya1995 bristol1 knopo4ka nike1234 4me2know elena123 7jokx7b9du
andrei123 matrix01 bmw318is maxwell7 fuckyou6 flatron1 andrew10 vika1998 anna1986 usethis1 123abc123 roxanne1
artem777 magical123 gfhjkm135 hannah11 hpmrbm41 alexis01 forward1 eddie123 panthers1 russell2 ashley01
scooter6 rebecca2 ipswich1 s5r8ed67s cowboy22 barney11 sanders1 bear2327 chuck123 hammer22 vfvfgfgf123
carolina1 22q04w90e batman13 dima1998 kd189nlcih yankees3 thomas10 wwwwwww1 elliott1 melissa3 slick123
0773417k august17 eagles20 cyclone1 tigger99 ducati74 logging7 ashley69 monkey66 vlad1994 felix123 rachael1
natural1 killer01 samuel12 melanie2 thomas13 redfish1 christa1 skinner1 maxwell2 guinness1 phoenix3 rachel69
icecube1 william0 poohbear1 october6 falcon12 feather1 leather1 grandma1 yankees4 dragon20 panther5 william6
william8 c0rvette honda123 nokia2700 scoubidou6 crystal2 bluesky1 mickey11 trooper2 oooooo99 asdfg1234
kekskek1 bruins77 celtic1888 123qwe12 diamond7 booster1 p3nnywiz michael12 lespaul1 december1 kendall1
taylor01 944turbo braves95 3f3fpht7op bubbles2 cameron2 master21 carla123 fitness1 depeche1 cassidy1 kirsten1
diego123 microlab1 28infern cooking1 chicco22 vfvf2011 qazwsx1234 buster21 hopeful1 emily123 debbie69 !qazxsw2
purple01 duchess1 robert123 liza2000 wert1234 lindros8 diamond6 dima1989 1a2s3d4f5g6h black666 mets1986
jesusis1 madness1 bsheep75 rrrrrrr1 almaz666 118a105b vika1996 willie12 j0nathan yankees9 100years jesse123
ab12cd34 lena1982 justin10 17071994a paintball1 s123456789 slot2009 polopolo09 selfok2013 theking1 swinger1
rhind101 m7hsqstm yousuck1 bailey11 knight99 l0swf9gx eus1sue1 gb15kv99 sasha1997 tatiana1 slava123 katya123
123456qwert vika2011 ak470000 754740g0 roma1993 spanner1 nikki123 nikita95 tiribon12 golfer01 ds7zamnw
1jackson 1simpson 1jjjjjjj newpass3 1brandon 1abcdefg asdzxc123 anthony9 1warrior honda200 fcc5nky2 rvgmw2gl
dro8smwq azfpc310 alice123 keywest1 wwr8x9pu 2i5fdruv hkger286 qmezrxg4 rz93qpmq sierra01 vurdf5i2 xyh28af4
euro2000 saisg002 school12 158uefas teufelo7 4ebouux8 athlon64 winner12 mvtnr765 ym3cautj jaydog472 1rangers
cessna15 purple11 antonio2 nicole18 bad11bad table54781 groucho1 merlin11 ownage123 bond0007 wow12345
123qweasdzx sniper01 easy1234 z1z2z3z4 blood666 mermaid1 sinatra1 beverly1 anna1985 rockets1 corvette1
89876065093rax tiburon1 zaq12qaz nathan01 arianna1 anarchy1 heather6 adidas11 apples123 zaphod42 sebring1
rangers2 scorpio6 august24 tango123 gizmodo2 alex1995 1234567qwertyu alex1985 alex1987 mama1961 alina123
a123456b chelsea7 walkman555 17711771s kristina1 forest99 3611jcmg amazing1 spring12 kenshin1 fsd9shtyu
bigbird1 misha123 soccer09 zebra123 anna1990 anna1997 5c92v5h6 purple13 gbplf123 anna1994 diamond2 venom123
antonio3 firstone123 plat1num moom4261 pa$$w0rd canada99 artemis1 asdfasdf1 silver99 zjses9evpa brandon6
piccolo1 misfits1 c43dae874d seattle2 123123qq brother2 rodman91 1penguin prophet1 jazzman1 chelsea3 darkness1
sassy123 batman21 joker777 robin123 ventura1 battery1 spartak1922 1loveyou basketball1 uuuuuuu1 marley12
67mustan junior01 redsox11 cantona1 beastie1 messiah1 beer1234 rocket21 dolphin9 1ladybug good4you france98
private5 eleanor1 august15 brandon7 hithere1 2305822q cool1234 superman123 baseball12 sparky99 nothing0
tigers11 bettis36 liberty7 sharon69 chico123 kumar123 cooper12 mymoney1 mclarenf1 87e5nclizry justin01
ginger123 bmw750il kathryn1 65mustan killer13 fortune1 justin123 dfyjdf846 dude1234 danny001 balls123 brandy12
barney01 ou812345 children2 napster1 miami305 daniel21 ranger98 spankme1 hammer99 1bullshi seabass1 cameron7
october7 channel1 glasgow1 daniel11 donna123 maryann1 baseball9 steph123 system12 wrestling1 orange10 silver33
5411pimo dima2009 cowboy12 retired1 kolia123 harley13 r1234567 sputnik1 lexmark1 love4you oleg1994 9379992q
capital5 semperf1 robert22 monster7 mama12345 marshal1 qweqwe12 pumpkin2 1qazxdr5 dragoon1 lotrfotr34
p0o9i8u7y6 dave1234 123321aa 123lol123 1234qwerasdfzxcv qazwsx12345 gateway9 thesims2 hockey22 111luzer
gtogto43 fathead1 station2 ps253535 dragon666 toyota91 matrix99 sat321321 alexandra1 1234512i gfgf1234
marcus12 321ret32 babyboy1 mickey22 qwest123 agapov58 ttttttt1 richard0 12345qqq mclaren1 cvzefh1gk nikita1998
cheetah1 hambone1 abcdef12 irish123 margaret1 w1234567 cbr600f4 deskjet1 0cdh0v99ue miracle1 roman777 klaudia1
medical1 love2010 j1234567 287hf71h mdmaiwa3 ybrbnf_25 123321az n8skfswa 1digital a8kd47v5 ssbt8ae2 christo1
qwerty09 thecure1 horizon1 walter34 buster88 1eeeeeee 1xxxxxxx al123456 shadow88 dragon98 1asdfghj 123boots1
camilla1 shadow14 animal2000 7imjfstw 9hmlpyjd 478jfszk merlin21 nokia7070 liza2009 1bigdadd 1packers hammer69
golfer11 1creativ sd3utre7 queenas8151 mccool24 hedj2n4q ofclr278 macross7 jabroni1 richard9 12345678i
softball1 summer13 1drummer albert12 panther6 camel123 jackie69 n7td4bjl gborv526 1qazwsxedc marlins1 joxury8f
fifa2010 trim7gun buster123 andrea12 1234567890qwerty rabbit66 monster9 george13 matthew5 jhrl0821 phoenix9
anthony5 86chevyx f14tomcat turbo911 dogbert1 edward11 q1w2e3r4t5y6u7i8o9p0 honda450 anna1982 12345678w
techn9ne 6gcf636i gangster1 hesoyam1 amanda10 andrea99 access88 scratch1 hollywood1 looking4 angel007 mother12
hello101 sophieh6 123321qw 1arsenal birthday2 mark3434 nokia5200 wowlook1 manchester1 natasha123 sys64738
alex1974 skydive1 g0dz1ll4 terrell1 epsilon1 lillian1 polly123 jhnjgtl12 59382113kevinp mama1964 1chester
connor11 journey1 anna2002 tsunami1 rolltide1 redcar27 cougars1 1234567890p picture1 alex1975 alex1981
123654789a sasha777 alex1971 diamond4 valeria1 qwe123qwe123 change12 romance1 genesis2 alina1995 boing747
adrianna1 onlyone1 amanda123 ashley123 fucking1 pheonix1 1flowers 147258369a andrew99 sparky01 persona1
beloved1 anime123 aaa123456 antonia1 odt4p6sv8 zxcvbn123456 apache64 monitor2 dogphil3650 chicago5 zxcasd123
spiderman3 phezc419hv werty123 zsecyus56 booboo11 4815162342q raptor22 1explore america2 balance1 moondog1
destiny2 jasmine7 bananas1 warhammer40k jordan45 killer77 peanut11 grandam1 1cricket cessna172 gbpltw123
olga1976 1bastard baseball7 cottage1 homerun1 something1 brandon3 chicken0 maprchem56458 dance123 ppppppp1
mmmmmmm1 nnnnnnn1 gandalf0 amiga500 gundam00 bermuda1 backd00r cheyenne1 lovezp1314 buster69 riptide1 momoney1
prince11 optimus1 london01 comfort1 cartman2 maddog69 belinda1 awesome2 justine1 goodbye1 pr1ncess nuaddn9561
matchbox20 mariana1 green420 spring00 vitalik1 cassie12 bobcat12 bruce123 g1234567 scooby11 obvious1 patriots1
pinky123 golf1234 2letmein 12inches hockey69 nigger123 hondas2000 cumshot1 bonkers1 partner1 alucard1 jackoff1
spider10 lzhan16889 igor1994 champ123 frogman1 august22 brennan1 baseball11 nuggets1 doggy123 orange11
chester3 purple69 shopping1 juvis123 joshua99 richard8 freedom8 789456123a nokia6131 hoosier1 nokia6500
vova1994 english1 bondra12 beckham23 redsox20 justice2 jessica3 kanmax1994 thunder0 hammer11 compaq123
hammer12 science1 sparkle1 service321 christi1 cooper11 1christi jack5225 cosmo123 thomas21 subzero1 shampoo1
qwerty32 taylor11 xiaoyua123 pantera6 tttttt99 hornets1 music101 control2 arsenal0 jasmine3 zpflhjn1 12monkeys
matrix123 1crystal gonzo123 craig123 cutlass1 jimbo123 creativ1 mustang67 123456789j pass1wor matthew0
richard4 jesus4me qwerty789 shadow10 9z5ve9rrcz 1gandalf hotshot1 vader123 falcon69 snoopy69 6846kg3r
denis1988 azerty12 1rainbow fifa2011 looking1 tyson123 changeme1 123qw123 lexus300 12345abcd sword123 d1234567
windows2 world123 is3yeusc ujhjl312 scanner1 star1234 joshua19 ivan1985 canada12 den12345 soccer19 1assword
hannah12 zse4xdr5 pyramid7 staples1 7777777s surfer69 iampurehaha2 19851985p eagles12 elena2010 maks2010
mamma123 qwer1209 qazxswedc123 power666 river123 vlad1234 freedom0 nastya2010 jayhawk1 hesoyam123 qwertyuiop10
7777777z dune2000 zxcvb1234 4rzp8ab7 1gateway ultra123 fuckyou8 schalke04 mike12345 igor1234 24gordon nicolas2
losfix16 1s1h1e1f1 maestro1 4077mash 1qayxsw2 jeffery1 higgins1 terry123 qazwsx11 slayers1 tracy123 irina123
jessica6 jake5253 jordan18 thekiwi1 icam4usb 413276191q vova12345 fjnq8915 fylhtq95 vladimir1 %e2%82%ac
porsche2 avalon11 48n25rcc monica01 1iiiiiii andrew17 12345678d 133andre 10293847qp z3cn2erv 8seconds diablo23
2000jeep 1montana br1ttany 2wsx4rfv girls4me cqub6553 andy2000 peewee51 movies23 critter1 bg6njokf jzf7qf2e
vkfwx046 august29 stupid12 5gtgiaxm odgez8j3 pqnr67w5 mazdamx5 palace22 tdeir8b2 guitar69 brillo021 alex1983
ukqmwhj6 2children pudding1 h9iymxmc 2ykn5ccf stickdaddy77 captain2 1therock sweetu70 zaqxsw123 coffee11
havefun1 birthday26 enron714 7654321a georgia2 123qwaszx 44e3ebda money100 asdfgh123456 laser123 compass1
jordan20 aa123456789 wasdwasd1 spartan11 4seasons hockey14 california1 hollister1 welcome01 bri5kev6 airborn1
serious1 stella12 c0l0rad0 sport123 fatal1ty venture1 santana1 football123 passat99 1mercede junior13 heather9
anthony8 orange88 f1f2f3f4 apollo12 outside1 qazqaz123 afrika2002 alex1982 alex1976 victory7 zse45rdx
1234554321a harley03 calgary1 artem1995 alex1998 h200svrm guitar01 alina2006 chicago9 alex1989 legends1
gemini12 123qwerty123 alexand1 chicago3 1carolin prelude9 qwaszx11 winston6 alina2010 jackson9 alina1998
alina1994 alina2011 marco123 nata1980 123456789zz mama1970 cookie123 default1 thunder6 play2win stunner1
michell1 ihateyou1 qaz123wsx456 highway1 awo8rx3wa8t money1234 lambert1 stratus1 express2 andrey1992 artem1992
cameron0 plhy6hql diamond0 samsung9 privet123 anthony4 eddie666 nokiae51 santa234 lincoln7 pakistan1
zxcvbnm123456789 f22raptor chris200 tootsie1 aaaa1122 2278124q lollol12 lover123 34erdfcv nikolay9 bujhm123
1vampire ikmvw103 irina1991 ashley19 cookie13 love4eve peyton18 flyers99 cookie11 heather7 bryan123 muffin11
satchel1 yamaha12 mattylad10 jasmine9 pitcher1 jeffrey4 dakota99 burrito1 megan123 process1 brett123 bigboy11
1qaz0okm lauren12 ooicu812 parker01 andrew23 beardog1 1newlife codered1 welcome4 ashley24 newyork2 sunshin1
orion123 gandalf7 pablo123 palermo1 9hotpoin penguin8 asshole123 santana5 rooney10 artcast2 rockstar1
gfhjkm777 bruiser1 kenneth2 sataniv1993 joshua10 hobbes12 1234567890d rugby123 coffee12 nipples1 boating1
magical1 ow8jtcs8t chelsea5 angus123 jazz1234 sheldon1 fubar123 brenda69 panther8 pimpin69 cherry12 love5683
burton12 crystal0 miller01 phoenix0 password22 boredboi4u warrior3 mankind1 boobies2 michael123 hardc0re
porol777 silver77 patch123 packers2 1panties manning18 elephant1 explorer1 caleb123 tolkien1 nicole01 bluedog1
mike2000 digital2 redsox19 hammer01 krypton1 banaan123 casper123 2dumb2live redsox99 redsox12 killer00
brandon8 cowboys0 hotdog12 monkey14 pookie11 freeway1 summer02 radio123 jackie01 671fsa75yt buffy1ma hunt0802
welcome0 a1s2d3f4g5h6 chris999 corsair1 2hot4you startrek1 playboy6 caution1 mko09ijn pineapple1 olemiss1
not4u2no zorro123 reggie31 silence1 newlife2 iloveyou11 collect1 beano002 united99 colin123 command2 1escobar2
sasha1993 fucker12 lukas123 winner69 hooters6 fender12 steam181 adidas69 420smoke space199 tigger13 iloveyou12
2401pedro kudos4ever nastya123 summer22 network2 jackson6 sweet666 favorite4 s1s2s3s4 132forever silver22
pokemon00 savannah1 dracula1 dannym88 welcome5 indiana7 770129ji dasha2010 lakers08 empire11 deadmau5 1andonly
david777 success2 6yhn7ujm peugeot406 euclid90 munson15 xxx12345 jack2000 matthew6 phoenix5 denis1984 hockey13
misha1111 lollol123 onetwo12 cecilia1 oleg1996 roma1990 1234567890o qwertyuiop12345 1qa2ws3ed4rf5tg vbhjh123
nirvana9 dragon05 vaz21074 yuitre12 dragon19 trrim777 sasha2011 qwerty999 frost1996 lainth88 am4h39d8nh
kki177hk sanders2 madmax11 el345612 julie123 ninja123 qwerty100 silver01 martin01 macross1 good4now london123
tema1234 kkkkkkk1 baggio10 guitar11 joseph11 racecar02 eight888 punter12 shannon2 suckmy1k massive1 gabriel12
ginger69 summer08 gators96 meister1 mickey69 thesims3 miller12 trigger2 trinity7 123456789asd brandon00
cthulhu1 rfnthbyf1988 joshua11 superman12 willow01 phantom3 kamelia2011 yelena03 5element qwertyu123 123456rrr
vika1995 nastya1996 bond9007 metal123 paraklast1974 s12345678 sasha1994 mike1969 asdasd22 zaq!2wsx
123456789qwer 20091989q nikita99 ojp123456 v123456789 lolkin09 fm12mn12 tu190022 8096468644q elena1971
123ewqasd arsenal9 sexyred1 google10 qcxdw8ry dbm123dm 123joker charles0 mexican1 1autopas autopas1 1ggggggg
matrix19 tuesday2 car12345 templar1 dabl1125 1bigfish 1peaches chief123 1winston mopar440 2wsxxsw2 1qwerty2
hzgg9umc fjysk762 vre2nc3z zwt2sbzl 1private as5ffz17i q4n2jdeh bigboy40 e2fq7fzj sharon12 lada2110 seattle7
super412 152geczn chris198 chester9 ichiro51 august19 johnboy1 andrew69 blah1234 tr2amp25 arthur69 yolanda1
a1111111 prince55 sdh686drth rjhjdf777 anton1992 sutvsc5ysaa qaz26101778 sanek123 joshua123 flowers2 badgers1
goofy123 daniel69 dallas88 66mustang merlin10 user1122 denis1987 access10 samurai7 necron99 football6 mercede1
advance1 andrey12 hockey123 roma1995 maddog01 diablo69 bunnies1 fylhtq123 zxcv4321 chicken6 panther9 blowjob69
ferien12 pasword1 alena123 alex2009 ronaldo99 z1x2c3v4b5n6m7 nokia5610 nicole123 great123 alina2002 bulldog5
wapbbs_1 locutus1 access01 gorilla9 jordan10 hannah22 qwertyuiop12 orange01 nautica1 arsenal123 s9te949f
zxc123456 anna12345 dolphin6 montero1 computer12 12345qazwsx madison4 136611gt crosby87 sharpie1 astra334566
spartak1 00000000a birthday36 artem1994 artem1991 zxcvbnm1234 scuba123 uhtvkby17 allah786 asdqwe12 bollock1
myspace2 zolushka2 bulldog8 voodoo69 megafon77 maveric1 hejsan123 lampard8 sasha111 sonic593 calvin12 working1
thegreat1 sparky69 lena2011 minimax1 barrett1 oliver01 daniel19 tigger22 789456123q starcraft2 timothy2
wwwooo1234 thunder12 beatles6 go4broke bill2455 golfer69 versace1 pass1821 smooth15 alberta1 password88
butthea1 leather9 rashley198 beckham1 bonanza1 gotribe1 jordan98 panther7 lobster2 sveto4ka assfuck1
starwars123 kalle123 garcia12 fiction9 bernie51 radar123 powerof3 scooby69 tennis01 ntktdbpjh1994 jonny123
krishna1 rover123 boots123 voyager7 nick1234-rem936 bigcock1 daniel00 warrior6 ashley10 falcon01 daniel10
koufax32 connor12 william4 12string redsox24 extra330 beast123 hockey33 dragon33 need4speed leonardo1
snuggles1 1234567j babylon6 blaze420 x002tp00 soccer77 raider12 cobra777 boomer12 awesome123 crystal7 strip4me
1trouble bandit11 m123456789 111zzzzz bobo1234 iceman11 nji90okm theman22 cypress1 netware1 wallace2 sex4free
scooter5 chester8 lopotok01 shocker1 shadow23 200190ru volvos60 vlad2011 boobear1 fynjy123 boston11 slipper1
bowling3 boxster1 987654321g orange22 robert19 nemesis2 vikings2 welcome7 harley20 august20 olivier1 fire1234
bigjohn1 robert23 h397pnvr rosebud7 enrique1 ma123123123 natalie2 letmein5 stinker1 campus100 skyblue1
energy12 murphy11 heather4 carwash1 1pumpkin phantom7 august10 goirish1 rabbit69 chantal1 bergen09 99ranger
carter80 iceman44 chris100 18n28n24a ringo123 johnny12 arsenal7 patrick5 aikman08 hillary1 shadow00 matthew4
pelican1 fiction6 onetwo34 fallout1 spectre1 musical1 miruvor79 miatamx5 birthday28 willy123 fre_ak8yj
mountai1 pepper14 fordgt40 gymnast1 butter11 qq123123 williams1 c32649135 daniel26 dima1991 spencer5 sophie01
jasmine123 mosias98 raleigh1 daisy3112 vova1992 1986mets boomer22 edwards1 gemini13 eagles11 maks5843 lincoln2
gre69kik core2duo daniel20 hardcor1 louis123 mercury2 felicia1 darling1 dennis12 bluejay1 marine21
xxxp455w0rd5 lllllll1 ooooooo1 destiny7 harley88 birthday27 kristie1 99strenght denis2011 stalker2 1stunner
west1234 silver69 jenna123 fktif6115 starbug1 dima3452 dima2011 dolphin5 p1nkb178 mama1965 1scorpio player21
soccer23 iloveyou22 1startre jasper01 berlin1945 aksjdlasdakj89879 dominik1 0000aaaa diamond8 sup3rman
101054yy naruto010 sissy123 june1503 raptor01 23wkoa0fp78dk jackpot3 valiant1 nokian82 fatima753357 redhat50
nthvbyfnjh2 algebra1 samson12 lacrosse1 c7e4f8ezqh 112233qq stas1992 maggie01 123vv123 jackass2 jordan00
birthday133 asdf0987 robert00 w3e4r5t6 vaz21083 porsche8 trek5200 gamer123 francis2 george123 storm123
6215mila6215 5unshine bmvm3e46gtr joshua23 1florida dallas33 ethan123 newpass2 2606642yra iloveyou143 shit1234
xsw2zaq1 2008m2009 maggie10 zaq12wsxcde3 oskar123 oliver99 goodboy1 letmein123 genius123 hockey77 othello1
harvest1 1q3e5t7u9o herbert0 pol123456 k9vvos0a masha2011 ronaldo123 soccer01 diamond9 access16 t1234567
paycheck1 hjvfirf1 lera2000 123456zzz motera15 patricia1 jerry123 stephen2 born2run redbird1 aaa123aaa
rock1234 loveme12 1234567890l sahtm069 raptors1 love12345 azsxdc123 1raiders vitalik123 scooter3 makayla1
7samurai m1m2m3m4 love777321777 sniper123 mjbnbna1 max12345 masha2010 vfif1986 192837465q 123456789aaa
kopa1994 nastya1997 4815162342lf nepbr2009 rahul123 snh4life w74156900 pfqwtd27121988 zxcvbn3215 cnfc35762209
tdfqugl5 123happy lindsay2 pebbles2 1hhhhhhh amc20277 bacchus1 chester123 km83wa00 carlos68 serpent1 gooner01
absolut1 andrew00 haha1234 rocket01 1stephen 1hundred 1magneto monkey19 angel200 falcon21 climber1 baseball21
okk34125 m0ntlure nzceg251 pibzk431 wtsfjmi7 austin97 andrew21 rdq5ww4x matthew10 mech6666 omytvc15 uxmdzi4o
ashley22 cmigtvo7 h72sfibbnl mutt22pu cartoon1 hendrix2 george10 gilbert2707 tspeter1 honda2000 12345love
seadoo96 sarah200 akira123 qwqw1212 66mustan champion1 slainte6 nicole69 gateway7 wildcat7 w1408776w vgy78uhb
qwerty56 4p9f8nja 77sunset buddy111 mustang66 misiaczek1 1blaster natasha5 oliver12 outkast1 august28 noway123
iverson1 winter07 coco1234 december2 alex1980 123123qw diana2002 jones123 lucydog1 snapple1 michael13 marine12
reset123 joshua04 ranger82 andrea10 fanta123 anakin99 andrew33 thug4life paragon1 louise01 findaupair007
qq123321 anthony12 alina2009 adidas23 adidas99 dragon06 america7 naughty2 prowler1 african1 ichiban1 e214fre21
fifa2000 ltybc123 carmen00 anna1979 30seconds predator1 vadim1995 7777777f football10 anna1992 1qaz2wsx3
alpha135792468 boeing747 parol12345 nata1977 italias1 sandra69 voyager6 artur4ik newyork0 batman00 olga1991
alena1992 alejandro1 vtnhj2033 s1a2s3h4a5 fkbyf123 zxc123qwe w1w2w3w4w5 20162016up restart1 alex1992 alex1993
qazwsx123456 gofsu338 princess2 reading1 trotter1 nokia1600 alina2000 lena1234 azlk2141 artem2000 h0lygr41l
diya2003 m0nkeyb0 element2 success7 denis1989 asd123asd123 parola12 august21 scooter8 october31 7777777q
robert24 bettina1 andrea00 qweasdzxc12 andrea69 ronaldinho10 fernando1 consult1 a2345678 angel2010 anna1998
pavel123 svensps820 buzzard1 12andriy14 123vvv123 jorge123 artem1998 artur123 ipo54tj45uy856 s123456s kerstin1
3616615a un4given budlight1 qazxsw22 badboy123 reality5 1maveric baldwin1 shadow20 westside1 1brother rtyu4567
banana69 ke12fe13 imjakie123 blaster2 college2 platinum1 patches2 marlene1 november1 1yankees killer21
bass1234 hummer99 suckme69 batman22 babygirl2 12q34w56e winter13 bmx4life sex4ever american1 gateway5 slammer1
poptart1 russell7 charter1 habbo123 bigdawg1 godzils4s7 psycho72 yankees23 robert71 12345678l casper13
boston99 charles9 kittycat1 winston3 blowjob6 flanker7 qaz123qaz georgie1 angel100 norwich1 babylon1 killer45
tigger10 bailey99 89semtsriuty oliver123 berl1952 1voyager babe1987 library1 gateway6 druhay17 vika12345
james777 sierra12 badboys2 bigmac12 ytrewq11 baseball10 maggie123 jackson4 23843dima carolin1 fishing4
fuckher1 getsome1 blizzard1 martin21 thumper2 7elephant bullshit1 sdicmt7seytn playboy3 1bigtits justin99
buffalo7 bigfish1 thedude1 phantom4 cbr600f2 kennedy12 tylerca310 cougar11 goliath1 ranger13 scamper1 bulldog6
zheng2568 tractor1 please12 blondie2 killer22 kaitlyn1 dylan123 sasuke123 brandon5 bravo123 cowboys3 bigbear1
tottenham1 thirteen13 rosie123 chimera1 nsnabh76 secret99 nightmare1 lantern1 slayer123 ch3ch2oh 1special
rebecca9 paper123 research1 xehrf2011 captain7 gateway0 newport2 secret00 bmfc2353 master32 michigan1 tadpole1
tungdom6 19thhole cancer69 worr3619 taylor10 2w93jpa4 carmine1 liz8tysiu ireland3 martin19 peaches3 gobucks1
football7 idontknow1 dakota11 ballin23 bulldog3 hockey30 pingeye2 richard5 skyhawk1 jazmine1 benno007 dexter12
winston9 jasmine0 alkanaft123 liberty9 carrera1 bubba111 julia666 3children ktjynsq40147 1a2a3a4a5a6a q123321q
bullnuts2003 nelson11 popcorn2 one23456 charles7 zippo123 cameron9 bj200ex1 carlos10 miami123 toolman1
charles4 tennis22 chicago23 sunflower1 ranger66 qwertyui1 yankee23 diehard1 helpme96 cameron6 stooges3
passwort1 sleeper1 psycho78 aa111111 b0nehead iceman01 charlotte1 montana2 phantom0 ginger01 1cracker madruga2
bulldogs1 pauline1 t5r4e3w2q1 pussy420 starwars3 raven666 1jasmine ss6z2sw6lu snoopy13 phoenix6 tasha123
george99 1mountai 1service cherokee1 alex8899 shelbygt500 dmiller12as erotica1 caesar12 salomon1 face2face
050605rostik denise01 19960610ilja hand2000 freesex1 august30 ripken08 lineage123 hammer00 marina15 andrews1
pantera2 sandra11 jeffwsb1 qwe123321 123456zxcvbn dragon18 smile101 lizzy123 lucille1 summer09 80361665abc
ginger99 morning1 voodoo22 sasuke12 8218yxfz vintage1 eric1132 wedding1 marcs1997 dogmeat1 foolish1 deniska1
arcadia1 abcd123456 iceman22 denis1983 den040791 maggie99 puppy123 roma2010 nokia5700 monster123 santafe1
sammie01 master66 rt3460014 torpedo1 special7 nicholas9 werty12345 dima1983 mazda123 d36rkqdff ak471996
george69 porshe911 ncc-1701 1hardcor apollo17 doc_0815 electro1 wordpass1 iddqd890 dragon44 monkey42 dragon35
general2 lalala123 e6pz84qfcj eminem11 z1x2c3v4b5n6 smokey22 872rlcfo gremlin1 telecom1 elena1975 fantasy8
abcabc55 ad12345678 fox12345 360moden boogers1 rabbit12 telefon1 89063032220m acca3344 vadim1996 vfhbz007
5858855abc winter98 silver21 diablo123 917190qq chicken4 calypso1 ferrari4 q12we34r badiman28200 a3930571
mazdamx3 arsenal14 zexts364325 vlad2010 123ewqasdcxz fuckoff666 charlie111 jenn1fer golfer20 schultz1 juliana1
maiden666 winter09 manzey20 polniypizdec1102 vfvjxrf1 star6767 1gabriel mama1960 ybrjkfq1 1billion go4itnow
happy200 teacher2 irina1989 rocket12 1w2e3r4t naruto99 runner12 80camaro nthk12345 betty123 gunner01
sunshine69 sandi1172 hd764nw5d7e1vbv moon1234 o1l2e3g4 fyfcnfcbz1 number10 typhoon1 eagles22 aezakmi123
dickens1 grayson1 brown123 leopard1 football5 dragon17 lollipop1 1qwerty7 123123asd x123456x olga1234
stephanie1 system58 volvofh12 antwerp1 ivan1996 n1a2t3a4 mango123 sam12345 twelve12 raiders0 sadie123
marshall1 josephphone7 nascar08 0l8kchek semperfi1 ranger10 69mustan as12az23 vicious1 nizmo400r amanda96
juttu123 vespa123 valera123 a789456123 1success penguin6 russian6 sahtm131 olga1979 12345qwert7 rachel01
purple77 rundll32 5345321aa adm15575 1122qqww aa123456s sahtm038 dunnowho89 oleaut32 maks1995 viggen37
stevens1 mdmsii64 mdmnttd2 mdmgl004 sahtm082 msoracle32re patrick4 mdmnis1u vika1234 sasha1991 morales1
setupenu2 jaws1221 pass2012 pitmans4 boy1cool23 melvin69 oleg1985 gbpltw147 4solomon sasha1998 roma1996
bhrh0h2oof6xbqjeh ka12rm12 87654321vv
`;
