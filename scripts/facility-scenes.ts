/**
 * Facility pictures 9-20 (1-8 were drawn earlier). Each scene is a different kind of site, so a list of 20 facilities
 * never shows the same picture twice. Deterministic: the same code always draws the same SVG.
 */
import {
  C,
  H,
  W,
  bollard,
  boxes,
  bush,
  camera,
  car,
  circle,
  cloud,
  ellipse,
  fence,
  g,
  keypad,
  lampPost,
  line,
  linear,
  mix,
  path,
  person,
  pine,
  plate,
  poly,
  radial,
  rect,
  rng,
  rollDoor,
  scene,
  shade,
  text,
  textWidth,
  tint,
  tree,
  van,
  wallLamp,
  windowPane,
} from './lib/drawing.ts'

const sky = (id: string, top: string, bottom: string) =>
  linear(id, [
    [0, top],
    [1, bottom],
  ])

function road(y: number, color: string = C.ink300, dash: string = C.white) {
  let out = rect(0, y, W, H - y, color)
  for (let x = 20; x < W; x += 150) out += rect(x, y + (H - y) / 2 - 3, 80, 6, dash, { rx: 3, opacity: 0.9 })
  return out
}

// 9 ─ multi-storey warehouse in town ----------------------------------------------------------------------------
function multiStorey() {
  let b = rect(0, 0, W, H, 'url(#sky9)')
  b += cloud(170, 120, 1.1) + cloud(1010, 90, 0.8) + cloud(640, 60, 0.6, C.white, 0.9)
  // Neighbours, faded
  b +=
    rect(40, 300, 200, 300, '#cfe6de') +
    rect(150, 250, 120, 350, '#c3ded5') +
    rect(960, 280, 200, 320, '#cfe6de') +
    rect(1060, 330, 140, 270, '#c3ded5')
  for (let y = 270; y < 580; y += 40) for (const x of [170, 200, 230]) b += rect(x, y, 14, 20, '#b1d3c8')
  for (let y = 300; y < 580; y += 44) for (const x of [985, 1020, 1055, 1090, 1125]) b += rect(x, y, 16, 22, '#b8d7cd')
  // Main block
  const x0 = 290,
    x1 = 890
  b += rect(x0 - 10, 104, x1 - x0 + 20, 22, C.ink600) + rect(x0, 126, x1 - x0, 474, '#f1f3f5')
  b += rect(x1 - 50, 126, 50, 474, '#e3e7eb')
  for (let f = 0; f < 4; f++) {
    const y = 150 + f * 80
    b += rect(x0 + 70, y - 4, x1 - x0 - 140, 56, C.ink600, { rx: 3 })
    for (let x = x0 + 74; x < x1 - 70; x += 58) b += rect(x, y, 54, 48, f === 1 ? '#cfeae2' : '#bfe3d8')
    b += poly(
      [
        [x0 + 120 + f * 40, y + 48],
        [x0 + 160 + f * 40, y],
        [x0 + 190 + f * 40, y],
        [x0 + 150 + f * 40, y + 48],
      ],
      C.white,
      { opacity: 0.35 },
    )
    b += rect(x0, y + 60, x1 - x0, 6, '#e0e4e8')
  }
  // Blade sign
  b += rect(x0 + 14, 140, 42, 300, C.green800, { rx: 4 })
  ;[...'STORAGE'].forEach(
    (ch, i) => (b += text(ch, x0 + 35, 180 + i * 38, 22, C.white, { anchor: 'middle', weight: 1.1 })),
  )
  b +=
    circle(x0 + 35, 412, 0, C.orange500) +
    rect(x0 + 14, 446, 42, 20, C.orange500, { rx: 4 }) +
    text('24/7', x0 + 35, 461, 10, C.white, { anchor: 'middle', weight: 1.1 })
  // Ground floor
  b += rect(x0, 470, x1 - x0, 130, '#e7ebee') + rect(x0, 470, x1 - x0, 8, C.green700)
  b +=
    rect(x0 + 90, 496, 150, 104, C.ink600) +
    rect(x0 + 96, 502, 68, 98, '#bfe3d8') +
    rect(x0 + 166, 502, 68, 98, '#bfe3d8')
  b += poly(
    [
      [x0 + 110, 600],
      [x0 + 150, 502],
      [x0 + 166, 502],
      [x0 + 126, 600],
    ],
    C.white,
    { opacity: 0.35 },
  )
  b +=
    rect(x0 + 70, 486, 190, 12, C.green800, { rx: 3 }) +
    text('RECEPCJA', x0 + 165, 497, 8, C.white, { anchor: 'middle' })
  b +=
    rollDoor(x0 + 300, 508, 110, 92, C.orange500, { label: 'DOK 1' }) +
    rollDoor(x0 + 440, 508, 110, 92, C.orange500, { label: 'DOK 2', open: 0.55 })
  b += camera(x1 - 6, 520, true)
  // Lift tower
  b += rect(x1, 180, 70, 420, C.ink600) + rect(x1 + 8, 188, 54, 404, '#cfeae2')
  for (let y = 188; y < 590; y += 80) b += rect(x1 + 8, y, 54, 3, C.ink500)
  b += rect(x1 + 14, 300, 42, 56, C.orange400, { rx: 2 }) + line(x1 + 35, 188, x1 + 35, 300, C.ink500, 2)
  // Street
  b += rect(0, 600, W, 40, C.ink200) + rect(0, 636, W, 6, C.ink300) + road(642, '#cdd2d8')
  b += tree(150, 620, 1.05) + tree(1060, 624, 1.15, [C.green800, C.green700]) + bush(950, 604, 0.9)
  b += bollard(x0 + 280, 606) + bollard(x0 + 580, 606)
  b +=
    car(680, 730, C.green700) +
    person(560, 622, { shirt: C.orange500, carry: true, hairStyle: 'short', skin: C.skin2, s: 0.82 })
  b += person(250, 620, { shirt: C.green800, hairStyle: 'long', hair: '#6b3f22', pants: C.ink500, s: 0.82 })
  return scene(
    'Wielopiętrowy budynek self storage w mieście z pionowym szyldem, windą towarową i dwiema bramami dokowymi',
    sky('sky9', '#cdeee3', '#f2faf7'),
    b,
  )
}

// 13 ─ drive-up units in winter ---------------------------------------------------------------------------------
function winter() {
  const r = rng(13)
  let b = rect(0, 0, W, H, 'url(#sky13)')
  b +=
    path('M0 430 Q200 360 420 410 T820 390 T1200 400 L1200 520 L0 520 Z', '#e8eef4') +
    path('M0 470 Q260 420 520 460 T1200 450 L1200 560 L0 560 Z', '#f3f6f9')
  for (const [x, s] of [
    [60, 0.9],
    [130, 1.15],
    [1090, 1.2],
    [1160, 0.95],
  ] as const)
    b += pine(x, 540, s, C.green900, true)
  // Units block
  const x0 = 210,
    x1 = 1000
  b +=
    rect(x0 - 20, 262, x1 - x0 + 40, 30, C.ink600) +
    path(`M${x0 - 26} 266 Q${x0 - 26} 246 ${x0 - 6} 246 L${x1 + 6} 246 Q${x1 + 26} 246 ${x1 + 26} 266 Z`, C.white)
  for (let x = x0 - 10; x < x1 + 20; x += 60)
    b += path(`M${x} 290 l4 ${16 + (x % 3) * 6} l4 -${16 + (x % 3) * 6} Z`, '#e6f3fb')
  b += rect(x0, 292, x1 - x0, 268, '#e9ecef')
  for (let y = 300; y < 560; y += 14) b += line(x0, y, x1, y, '#dfe3e7', 1.4)
  const colors = [C.orange500, C.green700, C.orange500, C.ink500, C.orange500]
  colors.forEach((c, i) => {
    const x = x0 + 40 + i * 152
    b += rollDoor(x, 350, 112, 210, c, { label: `C${String(i + 11)}`, open: i === 3 ? 0.5 : 0 })
    b += wallLamp(x + 56, 306, true, 70)
  })
  b += keypad(x1 - 30, 420)
  // Snow ground
  b += rect(0, 556, W, 244, '#f5f8fb') + path('M0 560 Q300 548 600 562 T1200 556 L1200 572 L0 572 Z', '#e4ebf2')
  b +=
    path('M260 800 L420 600 L470 600 L380 800 Z', '#dfe6ee') + path('M640 800 L600 600 L650 600 L720 800 Z', '#dfe6ee')
  b += car(700, 690, C.green700, { snow: true }) + rect(380, 600, 120, 14, C.white, { rx: 7 })
  b += person(520, 680, { shirt: C.red, coat: true, hat: C.green800, pants: C.ink700, skin: C.skin1 })
  b +=
    line(545, 600, 585, 690, C.trunk, 5) +
    poly(
      [
        [570, 684],
        [606, 684],
        [602, 700],
        [574, 700],
      ],
      C.ink500,
    )
  b += boxes(300, 680, 0.95)
  for (let i = 0; i < 140; i++)
    b += circle(r.range(0, W), r.range(0, 760), r.range(1.5, 4.2), C.white, { opacity: r.range(0.55, 0.95).toFixed(2) })
  return scene(
    'Garaże boksowe zimą: śnieg na dachu i placu, oświetlone bramy, ośnieżone świerki i samochód przed boksem',
    sky('sky13', '#b9c9dc', '#e8eef5'),
    b,
  )
}

// 14 ─ loading bay with a truck at the dock --------------------------------------------------------------------
function loadingBay() {
  let b = rect(0, 0, W, H, 'url(#sky14)') + cloud(1000, 110, 0.9) + cloud(260, 80, 0.7)
  // Warehouse wall, corrugated
  b += rect(0, 150, W, 370, '#dfe4e8') + rect(0, 140, W, 18, C.ink600)
  for (let x = 0; x < W; x += 16) b += rect(x, 158, 6, 362, '#d3d9de')
  b += rect(0, 158, W, 70, C.green800) + text('SELF STORAGE', 300, 208, 34, C.white, { weight: 1.15, spacing: 1.2 })
  b += text('DOSTAWY', 1040, 208, 22, C.mint300, { anchor: 'middle' })
  // Dock platform
  b += rect(0, 520, W, 90, '#9aa3ad') + rect(0, 520, W, 10, C.ink500)
  for (let x = 0; x < W; x += 40)
    b += poly(
      [
        [x, 600],
        [x + 20, 600],
        [x + 40, 610],
        [x + 20, 610],
      ],
      '#f4c430',
    )
  b += rect(0, 600, W, 10, C.ink900, { opacity: 0.15 })
  const docks = [120, 470, 820]
  docks.forEach((x, i) => {
    b += rect(x - 16, 262, 252, 270, C.ink700, { rx: 4 })
    b += rollDoor(x, 280, 220, 240, i === 1 ? C.orange500 : C.ink400, {
      open: i === 1 ? 0.86 : i === 2 ? 0.3 : 0,
      inside: '#2b323b',
    })
    b += rect(x - 30, 470, 18, 56, C.ink900, { rx: 3 }) + rect(x + 232, 470, 18, 56, C.ink900, { rx: 3 })
    b += plate(x + 110, 246, `DOK ${i + 1}`, 11, C.white, C.green800)
    b +=
      circle(x + 250, 300, 9, i === 1 ? C.green500 : C.red) +
      rect(x + 241, 290, 18, 20, 'none', { stroke: C.ink700, 'stroke-width': 3, rx: 4 })
  })
  b += rect(0, 610, W, 190, '#c9cfd6')
  for (let x = -40; x < W; x += 350)
    b += poly(
      [
        [x + 140, 610],
        [x + 160, 610],
        [x + 110, 800],
        [x + 90, 800],
      ],
      '#f4c430',
      { opacity: 0.9 },
    )
  // Truck rear at dock 2 (viewed from behind)
  const tx = 440
  b += rect(tx, 300, 280, 300, '#f7f8f9', { rx: 6 }) + rect(tx + 8, 308, 264, 270, C.ink700)
  b += rect(tx + 8, 308, 132, 270, '#e9ecef') + rect(tx + 140, 308, 132, 270, '#e9ecef')
  b +=
    poly(
      [
        [tx + 20, 320],
        [tx + 128, 320],
        [tx + 128, 566],
        [tx + 20, 566],
      ],
      C.ink800,
    ) +
    poly(
      [
        [tx + 152, 320],
        [tx + 260, 320],
        [tx + 260, 566],
        [tx + 152, 566],
      ],
      C.ink800,
    )
  b += boxes(tx + 40, 566, 1.1) + boxes(tx + 165, 566, 0.9)
  b +=
    rect(tx + 4, 584, 272, 20, C.ink900) +
    rect(tx + 20, 588, 30, 12, C.red, { rx: 2 }) +
    rect(tx + 230, 588, 30, 12, C.red, { rx: 2 })
  b +=
    rect(tx + 100, 586, 80, 16, '#f7f8f9', { rx: 2 }) +
    text('WA 2024', tx + 140, 599, 10, C.ink700, { anchor: 'middle' })
  b += rect(tx + 20, 604, 60, 60, C.ink900, { rx: 8 }) + rect(tx + 200, 604, 60, 60, C.ink900, { rx: 8 })
  // Pallet + pallet jack at dock 1, person at dock 3
  b +=
    rect(180, 494, 120, 12, C.trunk) +
    rect(186, 506, 18, 12, C.trunk) +
    rect(232, 506, 18, 12, C.trunk) +
    rect(276, 506, 18, 12, C.trunk)
  b += boxes(196, 494, 1.05)
  b +=
    person(860, 740, { shirt: C.orange500, carry: true, hairStyle: 'bun', hair: '#2a1d14', skin: C.skin3 }) +
    boxes(930, 740, 1) +
    person(300, 750, { shirt: C.green800, hairStyle: 'short', skin: C.skin1, s: 1.02 })
  b +=
    rect(1000, 460, 8, 60, C.ink600) +
    rect(976, 505, 70, 10, C.ink600, { rx: 3 }) +
    circle(986, 518, 6, C.ink900) +
    circle(1036, 518, 6, C.ink900)
  b += camera(1120, 250, true)
  return scene(
    'Rampa załadunkowa magazynu: ciężarówka cofnięta do otwartego doku, paleta z kartonami i pracownik z paczką',
    sky('sky14', '#d3efe6', '#f4fbf8'),
    b,
  )
}

// 11 ─ red-brick factory conversion ----------------------------------------------------------------------------
function brickConversion() {
  let b = rect(0, 0, W, H, 'url(#sky11)') + cloud(930, 100, 1) + cloud(140, 150, 0.7)
  b += circle(1080, 120, 48, '#fde3bf')
  // Chimney
  b +=
    rect(920, 60, 60, 300, 'url(#brick)') +
    rect(912, 52, 76, 16, shade(C.brick, 0.25)) +
    rect(920, 120, 60, 8, shade(C.brick, 0.3)) +
    rect(920, 200, 60, 8, shade(C.brick, 0.3))
  // Saw-tooth roof
  let roof = 'M120 230'
  for (let x = 120; x < 1080; x += 160) roof += ` L${x + 120} 150 L${x + 120} 230 L${x + 160} 230`
  b += path(roof + ' Z', C.ink600)
  for (let x = 120; x < 1080; x += 160)
    b += poly(
      [
        [x + 20, 222],
        [x + 112, 160],
        [x + 112, 222],
      ],
      '#bfe3d8',
      { opacity: 0.85 },
    )
  // Wall
  b += rect(110, 230, 980, 380, 'url(#brick)') + rect(100, 226, 1000, 12, shade(C.brick, 0.35))
  b += rect(110, 300, 980, 10, shade(C.brick, 0.15))
  // Painted sign
  b += text('MAGAZYNY', 600, 286, 34, '#f6efe6', { anchor: 'middle', weight: 1.2, spacing: 1.4 })
  // Arched upper windows
  for (let i = 0; i < 7; i++) {
    const x = 160 + i * 130
    b +=
      path(`M${x} 420 L${x} 360 A40 40 0 0 1 ${x + 80} 360 L${x + 80} 420 Z`, C.white) +
      path(`M${x + 6} 414 L${x + 6} 362 A34 34 0 0 1 ${x + 74} 362 L${x + 74} 414 Z`, '#bfe3d8')
    b += rect(x + 38, 330, 4, 84, C.white) + rect(x + 6, 378, 68, 4, C.white) + rect(x - 4, 418, 88, 8, '#d8c9b8')
  }
  // Ground floor: arches with orange doors and a steel-and-glass entrance
  for (let i = 0; i < 7; i++) {
    const x = 160 + i * 130
    if (i === 3) continue
    b += path(`M${x - 6} 610 L${x - 6} 490 A46 46 0 0 1 ${x + 86} 490 L${x + 86} 610 Z`, shade(C.brick, 0.28))
    b += rollDoor(x, 494, 80, 116, i % 3 === 1 ? C.green700 : C.orange500, {
      frame: shade(C.brick, 0.4),
      open: i === 5 ? 0.45 : 0,
    })
  }
  const ex = 550
  b +=
    rect(ex - 30, 440, 160, 170, C.green800) +
    rect(ex - 16, 470, 132, 140, C.ink600) +
    rect(ex - 10, 476, 58, 134, '#bfe3d8') +
    rect(ex + 52, 476, 58, 134, '#bfe3d8')
  b += text('WEJŚCIE', ex + 50, 462, 10, C.white, { anchor: 'middle' })
  // Forecourt
  b += rect(0, 610, W, 190, '#d5d9de')
  for (let x = 0; x < W; x += 48)
    for (let y = 620; y < H; y += 28) b += rect(x + ((y / 28) % 2) * 24, y, 44, 24, '#cdd2d8', { rx: 2 })
  b += tree(60, 640, 1.1) + tree(1150, 640, 1.0, [C.green800, C.green700]) + bush(980, 614, 0.8) + bush(250, 614, 0.7)
  b += person(760, 700, { shirt: C.green700, carry: true, hairStyle: 'long', hair: '#c48a3a' }) + boxes(820, 700, 0.9)
  b += lampPost(1040, 690, 230)
  return scene(
    'Dawna ceglana fabryka przerobiona na magazyn self storage, z łukowymi oknami, kominem i pomarańczowymi bramami',
    sky('sky11', '#f5e9da', '#fbf6ef') +
      `<pattern id="brick" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="${C.brick}"/><path d="M0 10H40M20 0V10M0 10V20M40 10V20" stroke="${shade(C.brick, 0.2)}" stroke-width="1.6"/><rect x="2" y="2" width="16" height="6" fill="${tint(C.brick, 0.08)}"/></pattern>`,
    b,
  )
}

// 10 ─ modern glass front ---------------------------------------------------------------------------------------
function glassFront() {
  let b = rect(0, 0, W, H, 'url(#sky10)') + cloud(220, 110, 0.9) + cloud(960, 70, 0.7, C.white, 0.9)
  const x0 = 150,
    x1 = 1050,
    top = 250,
    floor = 610
  // Interior seen through the glass: back wall with orange doors, lights, reception
  b += rect(x0, top, x1 - x0, floor - top, '#eef2f1')
  for (let i = 0; i < 9; i++)
    b += rollDoor(x0 + 40 + i * 96, 420, 70, 150, i % 4 === 2 ? C.green700 : C.orange500, { frame: C.ink500 })
  for (let i = 0; i < 6; i++) b += rect(x0 + 60 + i * 150, top + 24, 90, 6, '#fff6dc', { rx: 3 })
  b +=
    rect(x0 + 520, 500, 220, 80, C.white) +
    rect(x0 + 520, 500, 220, 14, C.green700) +
    rect(x0 + 620, 470, 40, 30, C.ink600, { rx: 3 })
  b += person(x0 + 580, 500, { shirt: C.green800, hairStyle: 'bun', s: 0.55 })
  // Glass and mullions
  b += rect(x0, top, x1 - x0, floor - top, 'url(#glass10)')
  for (let x = x0; x <= x1; x += 100) b += rect(x - 3, top, 6, floor - top, C.ink600)
  b += rect(x0, 400, x1 - x0, 5, C.ink600)
  for (const [a, w] of [
    [x0 + 60, 70],
    [x0 + 330, 120],
    [x0 + 700, 60],
  ] as const)
    b += poly(
      [
        [a, floor],
        [a + 160, top],
        [a + 160 + w, top],
        [a + w, floor],
      ],
      C.white,
      { opacity: 0.16 },
    )
  // Roof slab and fascia with the sign
  b +=
    rect(x0 - 40, top - 60, x1 - x0 + 80, 60, C.ink700) +
    rect(x0 - 40, top - 8, x1 - x0 + 80, 8, C.ink900, { opacity: 0.4 })
  b += text('SELF STORAGE', x0 + 40, top - 18, 26, C.white, { weight: 1.1, spacing: 1.3 })
  b +=
    rect(x1 - 150, top - 48, 110, 36, C.orange500, { rx: 6 }) +
    text('24/7', x1 - 95, top - 22, 16, C.white, { anchor: 'middle', weight: 1.1 })
  // Green fin at the entrance and the sliding doors
  b += rect(x0 + 390, top - 90, 30, floor - top + 90, C.green700)
  b +=
    rect(x0 + 420, 440, 160, 170, C.ink600) +
    rect(x0 + 426, 446, 72, 164, '#cdeae3', { opacity: 0.85 }) +
    rect(x0 + 502, 446, 72, 164, '#cdeae3', { opacity: 0.85 })
  b += rect(x0 + 400, 430, 200, 12, C.ink700)
  // Plaza
  b += rect(0, floor, W, H - floor, '#e4e7ea') + rect(0, floor, W, 8, '#cfd4d9')
  for (let x = -200; x < W + 200; x += 90) b += line(x + 300, floor + 8, x, H, '#d6dadf', 2)
  for (const px of [80, 1110]) b += rect(px - 44, 600, 88, 50, C.ink600, { rx: 4 }) + bush(px, 604, 0.9, C.green700)
  // Bike rack
  for (const bx of [880, 950])
    b +=
      circle(bx, 684, 24, 'none', { stroke: C.ink700, 'stroke-width': 5 }) +
      circle(bx + 64, 684, 24, 'none', { stroke: C.ink700, 'stroke-width': 5 }) +
      path(
        `M${bx} 684 L${bx + 24} 650 L${bx + 54} 650 L${bx + 64} 684 M${bx + 24} 650 L${bx + 34} 684 L${bx + 54} 650`,
        'none',
        { stroke: bx === 880 ? C.orange500 : C.green700, 'stroke-width': 5 },
      )
  b +=
    person(500, 720, { shirt: C.orange500, carry: true, hairStyle: 'short', skin: C.skin2, s: 0.95 }) +
    person(700, 700, { shirt: C.ink600, hairStyle: 'long', hair: '#2a1d14', s: 0.9, pants: C.green800 })
  return scene(
    'Nowoczesny obiekt self storage z przeszkloną fasadą, przez którą widać recepcję i pomarańczowe boksy',
    sky('sky10', '#cfe9ee', '#f3fafb') +
      linear('glass10', [
        [0, '#8fcbbf', 0.5],
        [1, '#cdeee6', 0.35],
      ]),
    b,
  )
}

// 12 ─ rural units among fields --------------------------------------------------------------------------------
function rural() {
  let b = rect(0, 0, W, H, 'url(#sky12)') + cloud(300, 110, 1.2) + cloud(900, 150, 0.8)
  b +=
    path('M0 380 Q180 300 380 350 T760 330 T1200 340 L1200 480 L0 480 Z', '#b7dcc3') +
    path('M0 420 Q240 360 520 410 T1200 390 L1200 520 L0 520 Z', '#9fd0ae')
  for (let i = 0; i < 14; i++) b += ellipse(30 + i * 30, 360 - Math.sin(i / 2) * 8, 10, 26, '#6fae86')
  // Farmhouse
  b +=
    rect(930, 330, 110, 70, '#f5efe4') +
    poly(
      [
        [920, 334],
        [985, 290],
        [1050, 334],
      ],
      '#b4553d',
    ) +
    rect(960, 356, 20, 22, '#bfe3d8') +
    rect(1000, 356, 20, 22, '#bfe3d8')
  // Fields
  b += path('M0 470 Q300 440 600 460 T1200 450 L1200 560 L0 560 Z', '#e9d48a')
  for (let i = 0; i < 12; i++)
    b += path(`M${i * 110 - 40} 560 Q${i * 110 + 40} 500 ${i * 110 + 130} 462`, 'none', {
      stroke: '#d8bf6c',
      'stroke-width': 3,
    })
  // Hay bales
  for (const [x, y, s] of [
    [120, 520, 1],
    [190, 530, 0.8],
    [1110, 512, 0.9],
  ] as const)
    b += g(
      circle(0, 0, 30, '#d9b25c') +
        circle(0, 0, 20, 'none', { stroke: '#c29a45', 'stroke-width': 3 }) +
        circle(0, 0, 9, 'none', { stroke: '#c29a45', 'stroke-width': 3 }),
      { transform: `translate(${x} ${y}) scale(${s})` },
    )
  // Units: steel block with a shallow roof
  const x0 = 260,
    x1 = 960
  b += poly(
    [
      [x0 - 30, 430],
      [x1 + 30, 430],
      [x1 + 10, 400],
      [x0 - 10, 400],
    ],
    C.green800,
  )
  b += rect(x0, 430, x1 - x0, 170, '#dfe4e6')
  for (let x = x0; x < x1; x += 12) b += rect(x, 430, 5, 170, '#d2d8db')
  const doors = [C.orange500, C.orange500, C.ink500, C.green700, C.orange500, C.orange500]
  doors.forEach(
    (c, i) => (b += rollDoor(x0 + 30 + i * 112, 470, 86, 130, c, { label: `R${i + 1}`, open: i === 3 ? 0.5 : 0 })),
  )
  b += wallLamp(x0 + 10, 440) + wallLamp(x1 - 10, 440)
  // Gravel yard and a timber fence
  b += rect(0, 600, W, 200, '#d8d1c2')
  const r = rng(12)
  for (let i = 0; i < 260; i++)
    b += circle(r.range(0, W), r.range(606, 800), r.range(1, 2.6), r.pick(['#c7bfae', '#e6e0d3', '#bdb4a2']))
  for (let x = 10; x < 240; x += 46) b += rect(x, 560, 10, 60, C.trunk)
  b += rect(0, 574, 240, 8, '#94704b') + rect(0, 596, 240, 8, '#94704b')
  for (let x = 990; x < W; x += 46) b += rect(x, 560, 10, 60, C.trunk)
  b += rect(980, 574, 220, 8, '#94704b') + rect(980, 596, 220, 8, '#94704b')
  b += tree(70, 470, 0.9, ['#3f8f63', '#5aa878'])
  b +=
    car(560, 740, '#6b8fa3') +
    rect(430, 682, 140, 50, '#8c9aa6', { rx: 4 }) +
    circle(470, 734, 16, C.ink900) +
    line(570, 712, 600, 712, C.ink700, 5) +
    boxes(452, 682, 0.8)
  b += person(360, 730, { shirt: C.green700, hat: '#d9b25c', skin: C.skin1, pants: '#3b5b7a' })
  return scene(
    'Wiejskie boksy magazynowe wśród pól: stalowy budynek z bramami, żwirowy plac, drewniany płot i bele siana',
    sky('sky12', '#bfe3f1', '#eef8fb'),
    b,
  )
}

// 15 ─ corner building with a rooftop sign on a tram street -----------------------------------------------------
function rooftopSign() {
  let b = rect(0, 0, W, H, 'url(#sky15)') + cloud(1040, 120, 0.9) + cloud(120, 80, 0.6)
  b += rect(0, 250, 250, 370, '#e9d7c3') + rect(950, 230, 250, 390, '#dfe6ea')
  for (let y = 280; y < 580; y += 70)
    for (let x = 24; x < 240; x += 64) b += windowPane(x, y, 36, 46, '#cfe3ea', '#b9a58f')
  for (let y = 262; y < 580; y += 66)
    for (let x = 980; x < 1190; x += 60) b += windowPane(x, y, 34, 44, '#cfe3ea', '#9aa6ae')
  // Main building
  const x0 = 260,
    x1 = 940
  b += rect(x0, 300, x1 - x0, 320, '#f6f1ea') + rect(x0 - 8, 292, x1 - x0 + 16, 14, '#d9cfc2')
  for (let f = 0; f < 3; f++)
    for (let i = 0; i < 7; i++) b += windowPane(x0 + 40 + i * 92, 330 + f * 70, 52, 44, '#c7e6df', C.green800)
  b += rect(x0, 540, x1 - x0, 80, C.green800)
  for (let i = 0; i < 5; i++) b += rollDoor(x0 + 30 + i * 132, 554, 100, 66, C.orange500, { frame: C.green900 })
  // Rooftop sign on a steel frame
  let frame = ''
  for (let x = x0 + 60; x <= x1 - 60; x += 58)
    frame += line(x, 292, x, 200, C.ink600, 4) + (x + 58 <= x1 - 60 ? line(x, 292, x + 58, 220, C.ink600, 2) : '')
  b += frame + rect(x0 + 50, 212, x1 - x0 - 100, 6, C.ink600)
  b += rect(x0 + 40, 118, x1 - x0 - 80, 96, C.white, { rx: 8, stroke: C.ink300, 'stroke-width': 3 })
  b += text('SELF STORAGE', 600, 190, 50, C.orange500, { anchor: 'middle', weight: 1.25, spacing: 1.1 })
  b +=
    rect(x1 - 120, 84, 90, 38, C.green700, { rx: 6 }) +
    text('24/7', x1 - 75, 112, 18, C.white, { anchor: 'middle', weight: 1.1 })
  // Street with tram tracks and a tram
  b += rect(0, 620, W, 26, C.ink200) + rect(0, 646, W, 154, '#c9ced5')
  b += rect(0, 712, W, 5, C.ink400) + rect(0, 746, W, 5, C.ink400)
  b += line(0, 560, W, 560, C.ink600, 2, { opacity: 0.6 })
  const tx = 640
  b +=
    rect(tx, 600, 470, 130, C.red, { rx: 14 }) +
    rect(tx, 690, 470, 26, '#f3f3f3') +
    rect(tx + 6, 612, 458, 52, '#f3f3f3', { rx: 6 })
  for (let i = 0; i < 6; i++) b += rect(tx + 16 + i * 76, 618, 62, 40, '#9fc7d2', { rx: 4 })
  b +=
    rect(tx + 20, 585, 90, 18, C.ink700, { rx: 3 }) +
    line(tx + 60, 585, tx + 130, 562, C.ink700, 3) +
    line(tx + 130, 562, tx + 60, 540, C.ink700, 3)
  b += text('6', tx + 440, 650, 22, C.white, { anchor: 'middle' })
  for (const wx of [tx + 60, tx + 150, tx + 330, tx + 420]) b += circle(wx, 730, 18, C.ink900)
  b += tree(120, 660, 0.9) + lampPost(560, 640, 230, false, true)
  b +=
    person(400, 660, { shirt: C.orange500, carry: true, hairStyle: 'long', hair: '#7a3e1c', s: 0.75 }) +
    boxes(440, 646, 0.7)
  return scene(
    'Narożna kamienica z magazynem self storage: szyld na dachu, bramy w parterze i tramwaj na ulicy',
    sky('sky15', '#a9d6ef', '#eaf5fb'),
    b,
  )
}

// 16 ─ two-level hall with a mezzanine and orange doors ---------------------------------------------------------
function mezzanine() {
  let b = rect(0, 0, W, H, '#eef1f3')
  // Ceiling, beams and lights
  b += rect(0, 0, W, 70, '#dde2e6')
  for (let x = 0; x < W; x += 200) b += rect(x, 0, 14, 70, '#cbd2d8')
  for (let x = 80; x < W; x += 260)
    b +=
      rect(x, 56, 160, 10, '#fffbe8', { rx: 4 }) +
      poly(
        [
          [x, 66],
          [x + 160, 66],
          [x + 200, 140],
          [x - 40, 140],
        ],
        '#fff8d6',
        { opacity: 0.25 },
      )
  // Upper level doors
  for (let i = 0; i < 8; i++)
    b += rollDoor(130 + i * 136, 170, 104, 200, C.orange500, { label: `B${201 + i}`, frame: '#9aa4ae' })
  // Mezzanine slab and railing
  b += rect(0, 372, W, 26, C.ink600) + rect(0, 396, W, 6, C.ink900, { opacity: 0.25 })
  for (let x = 0; x <= W; x += 60) b += rect(x, 318, 4, 56, C.green700)
  b += rect(0, 316, W, 6, C.green700) + rect(0, 344, W, 3, C.green700)
  // Lower level doors
  for (let i = 0; i < 8; i++)
    b += rollDoor(130 + i * 136, 450, 104, 190, i === 5 ? C.green700 : C.orange500, {
      label: `A${101 + i}`,
      frame: '#9aa4ae',
      open: i === 2 ? 0.55 : 0,
    })
  // Columns
  for (const x of [100, 1100]) b += rect(x - 10, 398, 20, 242, '#b3bcc5')
  // Floor
  b += rect(0, 640, W, 160, 'url(#floor16)')
  b += rect(0, 640, W, 4, '#c2c9d0') + rect(0, 700, W, 4, '#f4c430', { opacity: 0.8 })
  for (let i = 0; i < 8; i++) b += rect(130 + i * 136, 650, 104, 40, '#f5770b', { opacity: 0.07 })
  // Stairs up to the mezzanine (from bottom left)
  let stairs = ''
  for (let i = 0; i < 12; i++) stairs += rect(60 + i * 24, 620 - i * 20, 40, 6, C.ink600)
  b +=
    poly(
      [
        [40, 640],
        [70, 640],
        [370, 396],
        [340, 396],
      ],
      C.ink700,
    ) + stairs
  b +=
    line(52, 560, 352, 316, C.green700, 5) +
    line(100, 600, 100, 560, C.green700, 4) +
    line(220, 500, 220, 460, C.green700, 4)
  // Hanging sign
  b +=
    line(760, 70, 760, 100, C.ink500, 2) +
    line(960, 70, 960, 100, C.ink500, 2) +
    rect(720, 100, 280, 44, C.green800, { rx: 6 }) +
    text('B201-B208', 860, 132, 18, C.white, { anchor: 'middle' })
  // People and trolley
  b += person(640, 372, { shirt: C.green700, carry: true, hairStyle: 'bun', s: 0.72 })
  b += person(560, 760, { shirt: C.orange500, hairStyle: 'short', skin: C.skin3, s: 0.95 })
  b +=
    rect(640, 620, 8, 130, C.ink600) +
    rect(640, 740, 120, 8, C.ink600) +
    circle(660, 756, 12, C.ink900) +
    circle(740, 756, 12, C.ink900) +
    boxes(652, 740, 1)
  return scene(
    'Hala magazynu na dwóch poziomach: antresola z balustradą, schody i rzędy pomarańczowych boksów na obu piętrach',
    linear('floor16', [
      [0, '#d8dde2'],
      [1, '#eef1f3'],
    ]),
    b,
  )
}

// 17 ─ gated entrance with a barrier and keypad -----------------------------------------------------------------
function gate() {
  let b = rect(0, 0, W, H, 'url(#sky17)') + cloud(180, 90, 0.9) + cloud(760, 60, 0.7)
  // One long row of units well behind the fence
  const y = 330
  b += rect(330, y - 14, 870, 16, C.ink600) + rect(330, y, 870, 150, '#eef1f3')
  for (let i = 0; i < 9; i++)
    b += rollDoor(360 + i * 94, y + 40, 70, 110, i % 3 === 1 ? C.green700 : C.orange500, { label: `D${i + 1}` })
  b += rect(300, 480, 900, 70, '#dfe4e8')
  b += fence(300, W, 470, 90)
  b += tree(1150, 470, 0.75)
  // Gatehouse with the entrance sign
  b += rect(40, 360, 230, 200, '#f3f5f6') + rect(26, 334, 258, 34, C.green800, { rx: 4 })
  b +=
    text('WJAZD', 96, 360, 16, C.white) +
    rect(190, 340, 72, 22, C.orange500, { rx: 4 }) +
    text('24/7', 226, 357, 12, C.white, { anchor: 'middle' })
  b += windowPane(70, 400, 170, 70, '#bfe3d8')
  b +=
    circle(150, 436, 11, C.skin1) +
    path('M139 434 Q139 420 150 420 Q161 420 161 434 Q156 428 139 434 Z', '#3b2a20') +
    rect(134, 448, 32, 22, C.green700, { rx: 8 })
  b += rect(70, 490, 170, 70, '#e6eaed') + rect(134, 494, 42, 66, C.ink600) + camera(270, 390)
  // Lane, barrier, keypad
  b += rect(0, 560, W, 240, '#c9ced5') + rect(0, 560, W, 10, C.ink300)
  b += path('M330 800 L430 570 L1200 570 L1200 800 Z', '#d3d7dd')
  b += rect(580, 470, 40, 100, C.ink600, { rx: 4 }) + rect(586, 476, 28, 14, '#f4c430')
  let arm = rect(616, 486, 540, 14, C.white, { rx: 7 })
  for (let x = 640; x < 1150; x += 60) arm += rect(x, 486, 30, 14, C.red)
  b += arm
  b += rect(500, 480, 10, 110, C.ink600) + keypad(492, 440)
  b += car(190, 700, C.orange500, { s: 1.1 })
  b += text('STOP', 760, 690, 40, C.white, { weight: 1.3, spacing: 1.4 }) + rect(720, 704, 220, 8, C.white)
  b += bush(640, 574, 0.7)
  return scene(
    'Wjazd na teren magazynu: portiernia, szlaban, czytnik kodu przy pasie i rząd boksów za ogrodzeniem',
    sky('sky17', '#d2efe6', '#f5fbf9'),
    b,
  )
}

// 18 ─ small-town units in autumn rain -------------------------------------------------------------------------
function autumn() {
  const r = rng(18)
  let b = rect(0, 0, W, H, 'url(#sky18)')
  b += tree(90, 560, 1.3, ['#d9650a', '#f5a524']) + tree(1110, 560, 1.2, ['#b4553d', '#e58a3a'])
  // Three gabled blocks
  for (let i = 0; i < 3; i++) {
    const x = 190 + i * 280
    b +=
      poly(
        [
          [x - 14, 330],
          [x + 125, 240],
          [x + 264, 330],
        ],
        C.ink600,
      ) +
      poly(
        [
          [x + 10, 326],
          [x + 125, 254],
          [x + 240, 326],
        ],
        '#4a5563',
      )
    b += rect(x, 326, 250, 234, '#f7f3ec') + rect(x + 108, 272, 34, 34, '#bfe3d8', { rx: 17 })
    b +=
      rollDoor(x + 20, 400, 96, 160, i === 1 ? C.orange500 : C.green700, { label: `${i + 1}A` }) +
      rollDoor(x + 134, 400, 96, 160, i === 2 ? C.orange500 : C.green700, {
        label: `${i + 1}B`,
        open: i === 0 ? 0.5 : 0,
      })
    b += wallLamp(x + 125, 340)
  }
  // Wet forecourt with puddles and leaves
  b += rect(0, 560, W, 240, '#b9c0c8') + rect(0, 560, W, 8, '#a7afb8')
  for (const [x, y, w] of [
    [300, 650, 160],
    [760, 700, 220],
    [120, 740, 120],
  ] as const)
    b += ellipse(x, y, w / 2, 14, '#dbe4ea', { opacity: 0.8 })
  for (let i = 0; i < 70; i++) {
    const x = r.range(0, W),
      y = r.range(60, 790)
    b += ellipse(x, y, 7, 3.5, r.pick(['#d9650a', '#f5a524', '#b4553d', '#e58a3a']), {
      transform: `rotate(${Math.round(r.range(0, 180))} ${Math.round(x)} ${Math.round(y)})`,
    })
  }
  for (let i = 0; i < 90; i++) {
    const x = r.range(0, W),
      y = r.range(0, 760)
    b += line(x, y, x - 6, y + 22, '#ffffff', 1.6, { opacity: 0.45 })
  }
  // Person with an umbrella, car
  b += person(600, 720, { shirt: C.green800, coat: true, hairStyle: 'short', skin: C.skin2 })
  b +=
    line(624, 620, 624, 540, C.ink700, 3) +
    path('M544 552 Q624 470 704 552 Q684 540 664 552 Q644 540 624 552 Q604 540 584 552 Q564 540 544 552 Z', C.orange500)
  b += car(800, 760, C.ink500)
  return scene(
    'Boksy magazynowe jesienią: budynki z dwuspadowymi dachami, mokry plac z kałużami, spadające liście i parasol',
    sky('sky18', '#e6d9c8', '#f6efe6'),
    b,
  )
}

// 19 ─ retail park with a pylon sign -------------------------------------------------------------------------
function retailPark() {
  let b = rect(0, 0, W, H, 'url(#sky19)') + cloud(700, 110, 1.3) + cloud(1050, 180, 0.8) + cloud(380, 170, 0.6)
  b += path('M0 420 Q300 360 620 400 T1200 380 L1200 450 L0 450 Z', '#cfe6d8')
  // Big box building in the distance
  const x0 = 380,
    x1 = 1140
  b += rect(x0, 290, x1 - x0, 160, '#f4f6f7') + rect(x0 - 6, 282, x1 - x0 + 12, 44, C.green800)
  b +=
    text('SELF STORAGE', x0 + 30, 314, 20, C.white, { weight: 1.1, spacing: 1.2 }) +
    text('BOKSY I GARAŻE', x1 - 20, 312, 14, C.mint300, { anchor: 'end' })
  for (let i = 0; i < 10; i++) b += rollDoor(x0 + 300 + i * 44, 376, 32, 74, C.orange500, { frame: C.ink500 })
  b +=
    rect(x0 + 60, 360, 180, 90, C.ink600) +
    rect(x0 + 66, 366, 168, 84, '#bfe3d8') +
    rect(x0 + 40, 346, 220, 14, C.green700)
  // Parking lot with perspective stripes
  b += rect(0, 450, W, 350, '#c5cbd2') + rect(0, 450, W, 6, C.ink300)
  for (let i = -6; i <= 14; i++) b += line(600 + i * 40, 470, 600 + i * 150, 800, C.white, 3, { opacity: 0.85 })
  b += rect(0, 600, W, 14, '#d7dbe0')
  const r = rng(19)
  for (const [x, c] of [
    [470, C.green700],
    [690, C.ink500],
    [910, '#6b8fa3'],
  ] as const)
    b += car(x, 520, c, { s: 0.55 })
  for (const [x, c] of [
    [360, C.red],
    [820, C.white],
  ] as const)
    b += car(x, 700, c, { s: 0.8, flip: r.next() > 0.5 })
  // Pylon
  b += rect(120, 140, 150, 420, C.green800, { rx: 8 }) + rect(140, 560, 110, 40, C.ink600)
  b +=
    text('SELF', 195, 206, 34, C.white, { anchor: 'middle', weight: 1.2 }) +
    text('STORAGE', 195, 252, 22, C.white, { anchor: 'middle', weight: 1.1 })
  b += circle(195, 330, 44, C.orange500) + text('24/7', 195, 340, 20, C.white, { anchor: 'middle', weight: 1.2 })
  b +=
    rect(140, 400, 110, 70, C.white, { rx: 6 }) +
    text('OD', 195, 426, 12, C.ink600, { anchor: 'middle' }) +
    text('99 ZŁ', 195, 456, 18, C.orange600, { anchor: 'middle', weight: 1.2 })
  b += rect(150, 490, 90, 50, C.green700, { rx: 6 }) + path('M180 506 L195 494 L210 506 L210 528 L180 528 Z', C.white)
  b += lampPost(330, 620, 240) + lampPost(1060, 620, 240, false, true)
  b += tree(40, 620, 1.1) + bush(300, 620, 0.8)
  b += person(620, 640, { shirt: C.orange500, carry: true, hairStyle: 'long', hair: '#3b2a20', skin: C.skin1, s: 0.8 })
  return scene(
    'Duży magazyn self storage w parku handlowym z wysokim pylonem reklamowym i parkingiem',
    sky('sky19', '#bde0ee', '#eef8fb'),
    b,
  )
}

// 20 ─ two-tier container park at sunset ------------------------------------------------------------------------
function container(x: number, y: number, w: number, h: number, color: string, label: string) {
  let out = rect(x, y, w, h, color)
  for (let xx = x + 8; xx < x + w - 8; xx += 14) out += rect(xx, y + 8, 6, h - 16, shade(color, 0.12))
  out += rect(x, y, w, 8, shade(color, 0.25)) + rect(x, y + h - 8, w, 8, shade(color, 0.3))
  for (const [cx, cy] of [
    [x, y],
    [x + w - 12, y],
    [x, y + h - 12],
    [x + w - 12, y + h - 12],
  ] as const)
    out += rect(cx, cy, 12, 12, shade(color, 0.45))
  out +=
    rect(x + w - 44, y + 14, 4, h - 28, C.ink700) +
    rect(x + w - 30, y + 14, 4, h - 28, C.ink700) +
    rect(x + w - 50, y + h / 2 - 8, 30, 14, C.ink600, { rx: 2 }) +
    rect(x + w - 41, y + h / 2 - 2, 12, 14, C.orange400, { rx: 3 })
  out += plate(x + 52, y + 30, label, 10)
  return out
}
function containerSunset() {
  let b = rect(0, 0, W, H, 'url(#sky20)') + circle(880, 430, 120, 'url(#sun20)') + circle(880, 430, 70, '#ffd98a')
  b += path('M0 470 Q200 430 420 455 T860 440 T1200 450 L1200 620 L0 620 Z', '#e8a36d', { opacity: 0.55 })
  for (let i = 0; i < 10; i++)
    b += ellipse(60 + i * 120 + (i % 3) * 20, 440, 18, 60 + (i % 2) * 20, '#c77a4a', { opacity: 0.55 })
  // Lower tier
  const lower = [
    [40, C.orange500, 'K-31'],
    [290, C.green700, 'K-32'],
    [540, '#5b6572', 'K-33'],
    [790, C.orange500, 'K-34'],
    [1040, C.green500, 'K-35'],
  ] as const
  for (const [x, c, l] of lower) b += container(x, 470, 240, 130, c, l)
  // Upper tier with a walkway and a railing
  b += rect(280, 452, 900, 18, C.ink700)
  const upper = [
    [300, '#5b6572', 'K-41'],
    [550, C.green700, 'K-42'],
    [800, C.orange400, 'K-43'],
  ] as const
  for (const [x, c, l] of upper) b += container(x, 322, 240, 130, c, l)
  b += rect(1050, 420, 130, 32, C.ink700, { opacity: 0 })
  for (let x = 290; x <= 1180; x += 45) b += rect(x, 412, 4, 42, C.ink700)
  b += rect(288, 410, 894, 5, C.ink700) + rect(288, 430, 894, 3, C.ink700)
  // Stairs from the ground to the walkway
  let st = poly(
    [
      [150, 620],
      [180, 620],
      [300, 460],
      [270, 460],
    ],
    C.ink800,
  )
  for (let i = 0; i < 8; i++) st += rect(160 + i * 17, 604 - i * 20, 34, 5, C.ink800)
  b += st + line(146, 560, 280, 410, C.ink800, 4)
  // String lights
  let bulbs = path('M0 250 Q300 330 600 270 T1200 260', 'none', { stroke: C.ink800, 'stroke-width': 2 })
  for (let i = 0; i <= 24; i++) {
    const t = i / 24,
      x = t * W
    const y =
      t < 0.5
        ? 250 + 4 * (1 - 2 * t) * 2 * t * 36 + (270 - 250) * 2 * t
        : 270 + 4 * (2 * t - 1) * (2 - 2 * t) * -2 + (260 - 270) * (2 * t - 1)
    bulbs += circle(x, y + 6, 5, '#fff1bf') + circle(x, y + 6, 11, '#ffe39a', { opacity: 0.35 })
  }
  b += bulbs
  // Ground
  b += rect(0, 600, W, 200, '#d6c4b2') + rect(0, 600, W, 8, '#c0ab96')
  b += path('M0 800 L380 620 L560 620 L300 800 Z', '#e2d3c4', { opacity: 0.6 })
  b += person(700, 452, { shirt: C.green800, carry: true, hairStyle: 'short', skin: C.skin2, s: 0.78 })
  b += person(520, 730, { shirt: C.orange500, hairStyle: 'long', hair: '#5a3418', skin: C.skin1 }) + boxes(580, 730, 1)
  b += van(800, 760, C.white, C.orange500, { s: 0.9 })
  return scene(
    'Park kontenerów magazynowych o zachodzie słońca: dwa poziomy kontenerów, schody, pomost z balustradą i girlanda lampek',
    sky('sky20', '#f3a76f', '#ffe6c2') +
      radial('sun20', [
        [0, '#ffe1a0', 0.9],
        [1, '#ffe1a0', 0],
      ]),
    b,
  )
}

export const SCENES: Record<number, () => string> = {
  9: multiStorey,
  10: glassFront,
  11: brickConversion,
  12: rural,
  13: winter,
  14: loadingBay,
  15: rooftopSign,
  16: mezzanine,
  17: gate,
  18: autumn,
  19: retailPark,
  20: containerSunset,
}

void [mix, textWidth, tint, bollard, pine]
