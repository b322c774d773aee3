/** A public internet radio stream the player can tune to. */
export interface RadioStation {
  name: string;
  /** An MP3/AAC stream URL a plain <audio> element can play. */
  url: string;
}

/** The radio player's stations (spec 2: about 17), all free public streams. */
export const RADIO_STATIONS: readonly RadioStation[] = [
  { name: 'SomaFM Groove Salad', url: 'https://ice1.somafm.com/groovesalad-128-mp3' },
  { name: 'SomaFM Drone Zone', url: 'https://ice1.somafm.com/dronezone-128-mp3' },
  { name: 'SomaFM DEF CON Radio', url: 'https://ice1.somafm.com/defcon-128-mp3' },
  { name: 'SomaFM Secret Agent', url: 'https://ice1.somafm.com/secretagent-128-mp3' },
  { name: 'SomaFM Lush', url: 'https://ice1.somafm.com/lush-128-mp3' },
  { name: 'SomaFM Space Station Soma', url: 'https://ice1.somafm.com/spacestation-128-mp3' },
  { name: 'SomaFM Deep Space One', url: 'https://ice1.somafm.com/deepspaceone-128-mp3' },
  { name: 'SomaFM Beat Blender', url: 'https://ice1.somafm.com/beatblender-128-mp3' },
  { name: 'SomaFM Indie Pop Rocks!', url: 'https://ice1.somafm.com/indiepop-128-mp3' },
  { name: 'SomaFM Sonic Universe', url: 'https://ice1.somafm.com/sonicuniverse-128-mp3' },
  { name: 'SomaFM Fluid', url: 'https://ice1.somafm.com/fluid-128-mp3' },
  { name: 'SomaFM Underground 80s', url: 'https://ice1.somafm.com/u80s-128-mp3' },
  { name: 'Radio Paradise Main Mix', url: 'https://stream.radioparadise.com/mp3-128' },
  { name: 'Radio Paradise Mellow Mix', url: 'https://stream.radioparadise.com/mellow-128' },
  { name: 'Radio Paradise Rock Mix', url: 'https://stream.radioparadise.com/rock-128' },
  { name: 'KEXP Seattle', url: 'https://kexp-mp3-128.streamguys1.com/kexp128.mp3' },
  { name: 'FIP', url: 'https://icecast.radiofrance.fr/fip-midfi.mp3' },
];
