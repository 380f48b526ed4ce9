import {
  AGE_GROUPS,
  PRICE_REGIONS,
  REGION_FEES,
  ageGroups,
  contentSeedState,
  fees,
  schema_exports,
  trainingProgramBlockSessions,
  trainingProgramBlocks,
  trainingPrograms,
  trainingSessions
} from "./shared-ZJ5J7UNT.js";

// apps/server/src/db/pglite-template.ts
import { cpSync, existsSync, readdirSync } from "node:fs";
import path2 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// apps/server/src/db/client.ts
import { sql } from "drizzle-orm";
async function openDatabase(options) {
  if (options.kind === "postgres") {
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres")
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", () => {
    });
    pool.on("connect", (client2) => {
      client2.on("error", () => {
      });
    });
    const db2 = drizzleNodePg(pool, { schema: schema_exports });
    return {
      kind: "postgres",
      db: db2,
      exec: async (text) => {
        await pool.query(text);
      },
      withConnection: async (fn) => {
        const client2 = await pool.connect();
        try {
          return await fn(async (text) => (await client2.query(text)).rows);
        } finally {
          client2.release();
        }
      },
      ping: () => ping(db2),
      listen: (channel, onMessage, onState) => listenPostgres(pg, options.url, channel, onMessage, onState),
      close: () => pool.end()
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite")
  ]);
  const client = options.loadDataDir ? await PGlite.create({ loadDataDir: options.loadDataDir }) : await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema: schema_exports });
  return {
    kind: "pglite",
    db,
    exec: async (text) => {
      await client.exec(text);
    },
    // PGlite is a single connection already.
    withConnection: (fn) => fn(async (text) => (await client.query(text)).rows),
    ping: () => ping(db),
    listen: async (channel, onMessage, onState) => {
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    }
  };
}
async function listenPostgres(pg, url, channel, onMessage, onState) {
  let stopped = false;
  let client = null;
  let retry;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3e3 });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onState(false);
      next.end().catch(() => {
      });
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {
      }), 1e3);
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (!stopped && client === next) onState(true);
    } catch (error) {
      lost();
      throw error;
    }
  };
  try {
    await connect();
  } catch {
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onState(false);
    const current = client;
    client = null;
    await current?.end().catch(() => {
    });
  };
}
async function ping(db) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

// apps/server/src/db/migrate.ts
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
var migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
var MIGRATION_LOCK_KEY = 727301551;
async function migrate(database) {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  const alreadyApplied = await database.withConnection((exec) => exec("select name from schema_migrations")).then((rows) => new Set(rows.map((r) => r.name))).catch(() => null);
  if (alreadyApplied && files.every((file) => alreadyApplied.has(file))) return [];
  return database.withConnection(async (exec) => {
    await exec(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await exec(
        "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())"
      );
      const rows = await exec("select name from schema_migrations");
      const done = new Set(rows.map((r) => r.name));
      const applied = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await readFile(path.join(migrationsDir, file), "utf8");
        const statements = text.split("--> statement-breakpoint").map((s) => s.trim()).filter(Boolean);
        await exec("begin");
        try {
          for (const statement of statements) await exec(statement);
          await exec(`insert into schema_migrations (name) values ('${file.replace(/'/g, "''")}')`);
          await exec("commit");
        } catch (error) {
          await exec("rollback");
          throw new Error(`Migration ${file} failed: ${error.message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

// apps/server/src/db/seed.ts
import { createHash } from "node:crypto";
import { sql as sql5 } from "drizzle-orm";

// apps/server/src/db/content/programs.ts
var DEFAULT_PROGRAM_FEES = PRICE_REGIONS.flatMap(
  (region) => REGION_FEES[region].map((fee) => ({ ...fee, region }))
);
var TRAINING_PROGRAMS = [
  {
    key: "u7-ball-friends",
    ageGroupId: "U7",
    status: "PUBLIC",
    title: {
      en: "Ball Friends: Playful First Steps",
      sv: "Bollkompisar: lekfulla f\xF6rsta steg",
      fr: "Copains du ballon : premiers pas en jouant",
      pt: "Amigos da bola: primeiros passos a brincar"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u7-me-and-my-ball",
        title: {
          en: "Me and my ball",
          sv: "Jag och min boll",
          fr: "Moi et mon ballon",
          pt: "Eu e a minha bola"
        },
        description: {
          en: "Lots of touches in tag and treasure-hunt games, stopping and moving the ball with every part of the foot.",
          sv: "Massor av bollkontakter i kull- och skattjaktslekar d\xE4r barnen stoppar och flyttar bollen med hela foten.",
          fr: "Beaucoup de touches de balle dans des jeux de chat et de chasse au tr\xE9sor, en arr\xEAtant et en d\xE9pla\xE7ant le ballon avec toutes les surfaces du pied.",
          pt: "Muitos toques na bola em jogos de apanhada e de ca\xE7a ao tesouro, parando e conduzindo a bola com todas as partes do p\xE9."
        }
      },
      {
        key: "u7-dribble-and-dodge",
        title: {
          en: "Dribble and dodge",
          sv: "Dribbla och smita",
          fr: "Dribbler et esquiver",
          pt: "Driblar e fugir"
        },
        description: {
          en: "Running with the ball into free space, changing direction and escaping a chaser in fun catching games.",
          sv: "Springa med bollen mot fria ytor, byta riktning och komma undan en jagare i roliga tafattlekar.",
          fr: "Conduire le ballon vers les espaces libres, changer de direction et \xE9chapper \xE0 un poursuivant dans des jeux ludiques.",
          pt: "Conduzir a bola para o espa\xE7o livre, mudar de dire\xE7\xE3o e fugir a quem apanha em jogos divertidos."
        }
      },
      {
        key: "u7-kick-and-score",
        title: {
          en: "Kick and score",
          sv: "Sparka och g\xF6ra m\xE5l",
          fr: "Frapper et marquer",
          pt: "Chutar e marcar"
        },
        description: {
          en: "First passes and shots at small goals with the inside of the foot and the laces.",
          sv: "De f\xF6rsta passningarna och skotten mot sm\xE5 m\xE5l med insidan och med vristen.",
          fr: "Premi\xE8res passes et premiers tirs vers de petits buts, de l\u2019int\xE9rieur du pied et du cou-de-pied.",
          pt: "Primeiros passes e remates para balizas pequenas, com a parte interna e com o peito do p\xE9."
        }
      },
      {
        key: "u7-play-together",
        title: { en: "Play together", sv: "Spela tillsammans", fr: "Jouer ensemble", pt: "Jogar juntos" },
        description: {
          en: "3v3 mini-matches where everyone gets the ball often, celebrates goals and learns to play fair.",
          sv: "Minimatcher 3 mot 3 d\xE4r alla f\xE5r bollen ofta, firar m\xE5len och l\xE4r sig att spela schysst.",
          fr: "Des mini-matchs \xE0 3 contre 3 o\xF9 chacun touche souvent le ballon, f\xEAte les buts et apprend le fair-play.",
          pt: "Minijogos de 3 contra 3 em que todos tocam muitas vezes na bola, festejam os golos e aprendem a jogar limpo."
        }
      }
    ]
  },
  {
    key: "u8-ball-mastery-through-play",
    ageGroupId: "U8",
    status: "PUBLIC",
    title: {
      en: "Ball Mastery Through Play",
      sv: "Bollbeh\xE4rskning genom lek",
      fr: "La ma\xEEtrise du ballon par le jeu",
      pt: "Dom\xEDnio da bola atrav\xE9s do jogo"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u8-close-control-and-turns",
        title: {
          en: "Close control and turns",
          sv: "Bollkontroll och v\xE4ndningar",
          fr: "Conduite de balle et crochets",
          pt: "Controlo da bola e viragens"
        },
        description: {
          en: "Keeping the ball close with both feet and simple turns with the inside and outside of the foot.",
          sv: "H\xE5lla bollen n\xE4ra med b\xE5da f\xF6tterna och g\xF6ra enkla v\xE4ndningar med insidan och utsidan av foten.",
          fr: "Garder le ballon pr\xE8s de soi des deux pieds et r\xE9aliser des crochets simples de l\u2019int\xE9rieur et de l\u2019ext\xE9rieur du pied.",
          pt: "Manter a bola perto com os dois p\xE9s e fazer viragens simples com a parte interna e externa do p\xE9."
        }
      },
      {
        key: "u8-running-with-the-ball",
        title: {
          en: "Running with the ball",
          sv: "Springa med bollen",
          fr: "Courir avec le ballon",
          pt: "Correr com a bola"
        },
        description: {
          en: "Dribbling at speed with the head up through gates, slaloms and obstacle courses.",
          sv: "Dribbla i fart med blicken uppe genom portar, slalombanor och hinderbanor.",
          fr: "Conduire le ballon en vitesse, la t\xEAte lev\xE9e, \xE0 travers des portes, des slaloms et des parcours d\u2019obstacles.",
          pt: "Conduzir a bola em velocidade, de cabe\xE7a levantada, por portas, slaloms e percursos de obst\xE1culos."
        }
      },
      {
        key: "u8-passing-to-a-teammate",
        title: {
          en: "Passing to a teammate",
          sv: "Passa till en kompis",
          fr: "Passer \xE0 un partenaire",
          pt: "Passar a um colega"
        },
        description: {
          en: "Short passes and receiving with the inside of the foot in pairs and small groups.",
          sv: "Korta passningar och mottagningar med insidan av foten i par och i sm\xE5 grupper.",
          fr: "Passes courtes et contr\xF4les de l\u2019int\xE9rieur du pied, \xE0 deux et en petits groupes.",
          pt: "Passes curtos e rece\xE7\xF5es com a parte interna do p\xE9, a pares e em pequenos grupos."
        }
      },
      {
        key: "u8-mini-matches",
        title: { en: "Mini-matches", sv: "Minimatcher", fr: "Mini-matchs", pt: "Minijogos" },
        description: {
          en: "3v3 and 5v5 games with small goals that reward dribbling, passing and scoring.",
          sv: "Spel 3 mot 3 och 5 mot 5 med sm\xE5 m\xE5l som bel\xF6nar dribblingar, passningar och m\xE5l.",
          fr: "Des matchs \xE0 3 contre 3 et \xE0 5 contre 5 sur petits buts qui r\xE9compensent le dribble, la passe et le but.",
          pt: "Jogos de 3 contra 3 e de 5 contra 5 com balizas pequenas que premeiam o drible, o passe e o golo."
        }
      }
    ]
  },
  {
    key: "u9-confident-on-the-ball",
    ageGroupId: "U9",
    status: "PUBLIC",
    title: {
      en: "Confident on the Ball",
      sv: "Trygg med bollen",
      fr: "\xC0 l\u2019aise avec le ballon",
      pt: "\xC0 vontade com a bola"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u9-both-feet",
        title: { en: "Both feet", sv: "B\xE5da f\xF6tterna", fr: "Les deux pieds", pt: "Os dois p\xE9s" },
        description: {
          en: "Daily ball-mastery routines that make the weaker foot as comfortable as the stronger one.",
          sv: "Dagliga bollbeh\xE4rsknings\xF6vningar som g\xF6r den svagare foten lika trygg som den starkare.",
          fr: "Des routines quotidiennes de ma\xEEtrise du ballon pour que le pied faible devienne aussi s\xFBr que le pied fort.",
          pt: "Rotinas di\xE1rias de dom\xEDnio da bola para que o p\xE9 mais fraco fique t\xE3o confiante como o mais forte."
        }
      },
      {
        key: "u9-brave-in-1v1",
        title: {
          en: "Brave in 1v1",
          sv: "Modig i 1 mot 1",
          fr: "Oser le 1 contre 1",
          pt: "Coragem no 1 contra 1"
        },
        description: {
          en: "Taking on a defender with feints and changes of pace, and winning the ball back straight away.",
          sv: "Utmana en f\xF6rsvarare med finter och tempov\xE4xlingar, och vinna tillbaka bollen direkt.",
          fr: "D\xE9fier un d\xE9fenseur avec des feintes et des changements de rythme, et r\xE9cup\xE9rer le ballon tout de suite.",
          pt: "Desafiar um defesa com fintas e mudan\xE7as de ritmo, e recuperar a bola de imediato."
        }
      },
      {
        key: "u9-pass-and-move",
        title: { en: "Pass and move", sv: "Passa och r\xF6r dig", fr: "Passe et va", pt: "Passar e desmarcar" },
        description: {
          en: "Passing the ball and moving straight into a new space to receive it again.",
          sv: "Passa bollen och direkt r\xF6ra sig till en ny yta f\xF6r att f\xE5 den igen.",
          fr: "Passer le ballon et se d\xE9placer aussit\xF4t vers un nouvel espace pour le recevoir \xE0 nouveau.",
          pt: "Passar a bola e desmarcar-se logo para um novo espa\xE7o para a voltar a receber."
        }
      },
      {
        key: "u9-shooting-for-goal",
        title: { en: "Shooting for goal", sv: "Skott mot m\xE5l", fr: "Tirer au but", pt: "Rematar \xE0 baliza" },
        description: {
          en: "Striking with the laces and placing the ball into the corners from different angles.",
          sv: "Skjuta med vristen och placera bollen i h\xF6rnen fr\xE5n olika vinklar.",
          fr: "Frapper du cou-de-pied et placer le ballon dans les coins sous diff\xE9rents angles.",
          pt: "Rematar com o peito do p\xE9 e colocar a bola nos cantos a partir de diferentes \xE2ngulos."
        }
      },
      {
        key: "u9-playing-5v5",
        title: { en: "Playing 5v5", sv: "Spel 5 mot 5", fr: "Jouer \xE0 5 contre 5", pt: "Jogar 5 contra 5" },
        description: {
          en: "Small-sided games that teach attacking together and defending together.",
          sv: "Sm\xE5lagsspel d\xE4r spelarna l\xE4r sig att anfalla tillsammans och att f\xF6rsvara tillsammans.",
          fr: "Des jeux r\xE9duits pour apprendre \xE0 attaquer ensemble et \xE0 d\xE9fendre ensemble.",
          pt: "Jogos reduzidos para aprender a atacar juntos e a defender juntos."
        }
      }
    ]
  },
  {
    key: "u10-technique-foundations",
    ageGroupId: "U10",
    status: "PUBLIC",
    title: {
      en: "Technique Foundations",
      sv: "Teknisk grund",
      fr: "Les bases techniques",
      pt: "Bases t\xE9cnicas"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u10-first-touch",
        title: { en: "First touch", sv: "F\xF6rsta touchen", fr: "Le premier contr\xF4le", pt: "Primeiro toque" },
        description: {
          en: "Receiving balls on the ground and in the air and taking the first touch away from pressure.",
          sv: "Ta emot bollar l\xE4ngs marken och i luften och styra f\xF6rsta touchen bort fr\xE5n press.",
          fr: "Contr\xF4ler des ballons au sol et a\xE9riens et orienter le premier contr\xF4le loin de la pression.",
          pt: "Receber bolas rasteiras e pelo ar e orientar o primeiro toque para longe da press\xE3o."
        }
      },
      {
        key: "u10-dribbling-and-feints",
        title: {
          en: "Dribbling and feints",
          sv: "Dribblingar och finter",
          fr: "Dribbles et feintes",
          pt: "Drible e fintas"
        },
        description: {
          en: "A toolbox of moves such as the step-over, the drag-back and the Cruyff turn for beating an opponent.",
          sv: "En verktygsl\xE5da med finter som \xF6verstegsfinten, dragningen och Cruyffv\xE4ndningen f\xF6r att g\xE5 f\xF6rbi en motst\xE5ndare.",
          fr: "Une bo\xEEte \xE0 outils de gestes comme le passement de jambes, le retrait de semelle et la feinte de Cruyff pour \xE9liminer un adversaire.",
          pt: "Um leque de gestos como a bicicleta, a puxada com a sola e a finta de Cruyff para ultrapassar um advers\xE1rio."
        }
      },
      {
        key: "u10-passing-with-both-feet",
        title: {
          en: "Passing with both feet",
          sv: "Passningar med b\xE5da f\xF6tterna",
          fr: "Passes des deux pieds",
          pt: "Passe com os dois p\xE9s"
        },
        description: {
          en: "Accurate short and medium passes with both feet at match tempo.",
          sv: "Precisa korta och medell\xE5nga passningar med b\xE5da f\xF6tterna i matchtempo.",
          fr: "Des passes courtes et moyennes pr\xE9cises des deux pieds, \xE0 rythme de match.",
          pt: "Passes curtos e m\xE9dios precisos com os dois p\xE9s, a ritmo de jogo."
        }
      },
      {
        key: "u10-finishing",
        title: { en: "Finishing", sv: "Avslut", fr: "La finition", pt: "Finaliza\xE7\xE3o" },
        description: {
          en: "Shooting on target after a dribble, a pass or a first touch.",
          sv: "Skjuta p\xE5 m\xE5l efter en dribbling, en passning eller en f\xF6rsta touch.",
          fr: "Tirer cadr\xE9 apr\xE8s un dribble, une passe ou un premier contr\xF4le.",
          pt: "Rematar \xE0 baliza depois de um drible, de um passe ou de uma rece\xE7\xE3o."
        }
      },
      {
        key: "u10-playing-7v7",
        title: { en: "Playing 7v7", sv: "Spel 7 mot 7", fr: "Jouer \xE0 7 contre 7", pt: "Jogar 7 contra 7" },
        description: {
          en: "Applying technique under pressure in 7v7 games with simple rules on width and support.",
          sv: "Anv\xE4nda tekniken under press i spel 7 mot 7 med enkla regler f\xF6r bredd och spelbarhet.",
          fr: "Appliquer sa technique sous pression dans des matchs \xE0 7 contre 7, avec des r\xE8gles simples sur la largeur et le soutien.",
          pt: "Aplicar a t\xE9cnica sob press\xE3o em jogos de 7 contra 7, com regras simples sobre largura e apoio."
        }
      }
    ]
  },
  {
    key: "u11-technique-and-small-sided-games",
    ageGroupId: "U11",
    status: "PUBLIC",
    title: {
      en: "Technique and Small-Sided Games",
      sv: "Teknik och sm\xE5lagsspel",
      fr: "Technique et jeux r\xE9duits",
      pt: "T\xE9cnica e jogos reduzidos"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u11-scan-receive-turn",
        title: {
          en: "Scan, receive and turn",
          sv: "Orientera, ta emot och v\xE4nd",
          fr: "S\u2019informer, contr\xF4ler, se retourner",
          pt: "Observar, receber e rodar"
        },
        description: {
          en: "Checking over the shoulder before the ball arrives and turning away from pressure with the first touch.",
          sv: "Titta \xF6ver axeln innan bollen kommer och v\xE4nda bort fr\xE5n press med f\xF6rsta touchen.",
          fr: "Regarder par-dessus l\u2019\xE9paule avant l\u2019arriv\xE9e du ballon et se tourner loin de la pression d\xE8s le premier contr\xF4le.",
          pt: "Olhar por cima do ombro antes de a bola chegar e rodar para longe da press\xE3o com o primeiro toque."
        }
      },
      {
        key: "u11-combination-play",
        title: {
          en: "Combination play",
          sv: "Kombinationsspel",
          fr: "Le jeu en combinaison",
          pt: "Jogo combinativo"
        },
        description: {
          en: "Wall passes, overlaps and third-player runs in small groups.",
          sv: "V\xE4ggspel, \xF6verlappningar och tredjemansl\xF6pningar i sm\xE5 grupper.",
          fr: "Une-deux, d\xE9doublements et appels du troisi\xE8me homme en petits groupes.",
          pt: "Tabelas, sobreposi\xE7\xF5es e movimentos de terceiro homem em pequenos grupos."
        }
      },
      {
        key: "u11-1v1-attacking-and-defending",
        title: {
          en: "1v1 attacking and defending",
          sv: "1 mot 1 i anfall och f\xF6rsvar",
          fr: "Le 1 contre 1 offensif et d\xE9fensif",
          pt: "1 contra 1 a atacar e a defender"
        },
        description: {
          en: "Beating a defender, and as a defender staying on your feet and steering the attacker away from goal.",
          sv: "G\xE5 f\xF6rbi en f\xF6rsvarare, och som f\xF6rsvarare st\xE5 kvar p\xE5 f\xF6tterna och styra anfallaren bort fr\xE5n m\xE5l.",
          fr: "\xC9liminer un d\xE9fenseur et, en d\xE9fense, rester sur ses appuis pour orienter l\u2019attaquant loin du but.",
          pt: "Ultrapassar um defesa e, a defender, manter-se de p\xE9 e encaminhar o atacante para longe da baliza."
        }
      },
      {
        key: "u11-goal-scoring",
        title: { en: "Goal scoring", sv: "M\xE5lskytte", fr: "Marquer des buts", pt: "Fazer golos" },
        description: {
          en: "Finishing with both feet from crosses, cut-backs and through balls.",
          sv: "Avslut med b\xE5da f\xF6tterna p\xE5 inl\xE4gg, inspel snett bak\xE5t och djupledsbollar.",
          fr: "Conclure des deux pieds sur des centres, des centres en retrait et des passes en profondeur.",
          pt: "Finalizar com os dois p\xE9s ap\xF3s cruzamentos, passes atrasados e passes em profundidade."
        }
      },
      {
        key: "u11-understanding-7v7",
        title: {
          en: "Understanding the 7v7 game",
          sv: "Spelf\xF6rst\xE5else i 7 mot 7",
          fr: "Comprendre le jeu \xE0 7",
          pt: "Compreender o jogo de 7"
        },
        description: {
          en: "Playing with positions, width and depth while everyone still tries every role.",
          sv: "Spela med positioner, bredd och djup samtidigt som alla f\xE5r prova alla roller.",
          fr: "Jouer avec des postes, de la largeur et de la profondeur, tout en essayant chacun tous les r\xF4les.",
          pt: "Jogar com posi\xE7\xF5es, largura e profundidade, enquanto todos continuam a experimentar todas as fun\xE7\xF5es."
        }
      }
    ]
  },
  {
    key: "u12-technique-under-pressure",
    ageGroupId: "U12",
    status: "PUBLIC",
    title: {
      en: "Technique Under Pressure",
      sv: "Teknik under press",
      fr: "La technique sous pression",
      pt: "T\xE9cnica sob press\xE3o"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u12-ball-mastery-at-speed",
        title: {
          en: "Ball mastery at speed",
          sv: "Bollbeh\xE4rskning i fart",
          fr: "Ma\xEEtrise du ballon en vitesse",
          pt: "Dom\xEDnio da bola em velocidade"
        },
        description: {
          en: "Technical exercises at a higher tempo with both feet and the head up.",
          sv: "Tekniska \xF6vningar i h\xF6gre tempo med b\xE5da f\xF6tterna och blicken uppe.",
          fr: "Des exercices techniques \xE0 un rythme plus \xE9lev\xE9, des deux pieds et la t\xEAte lev\xE9e.",
          pt: "Exerc\xEDcios t\xE9cnicos a um ritmo mais elevado, com os dois p\xE9s e de cabe\xE7a levantada."
        }
      },
      {
        key: "u12-passing-and-support",
        title: {
          en: "Passing and support",
          sv: "Passningsspel och spelbarhet",
          fr: "Passes et soutien",
          pt: "Passe e apoio"
        },
        description: {
          en: "Creating passing angles and building play from the back in small-sided games.",
          sv: "Skapa passningsvinklar och spela ut bakifr\xE5n i sm\xE5lagsspel.",
          fr: "Cr\xE9er des angles de passe et construire depuis l\u2019arri\xE8re dans des jeux r\xE9duits.",
          pt: "Criar linhas de passe e construir a partir de tr\xE1s em jogos reduzidos."
        }
      },
      {
        key: "u12-decisions-in-overloads",
        title: {
          en: "Decisions in 2v1 and 3v2",
          sv: "Beslut i 2 mot 1 och 3 mot 2",
          fr: "D\xE9cider en 2 contre 1 et 3 contre 2",
          pt: "Decidir em 2 contra 1 e 3 contra 2"
        },
        description: {
          en: "Choosing when to dribble, pass or shoot when the attack has an extra player.",
          sv: "V\xE4lja n\xE4r man ska dribbla, passa eller skjuta n\xE4r anfallet har en spelare extra.",
          fr: "Choisir quand dribbler, passer ou tirer lorsque l\u2019attaque a un joueur de plus.",
          pt: "Escolher quando driblar, passar ou rematar quando o ataque tem um jogador a mais."
        }
      },
      {
        key: "u12-defending-together",
        title: {
          en: "Defending together",
          sv: "F\xF6rsvara tillsammans",
          fr: "D\xE9fendre ensemble",
          pt: "Defender juntos"
        },
        description: {
          en: "Pressing the player on the ball, covering a teammate and recovering behind the ball as a unit.",
          sv: "Pressa bollh\xE5llaren, t\xE4cka upp f\xF6r en lagkamrat och \xE5terh\xE4mta bakom bollen som en enhet.",
          fr: "Presser le porteur du ballon, couvrir un partenaire et se replacer derri\xE8re le ballon en bloc.",
          pt: "Pressionar o portador da bola, fazer a cobertura a um colega e recuperar atr\xE1s da linha da bola como um bloco."
        }
      },
      {
        key: "u12-coordination-and-agility",
        title: {
          en: "Coordination and agility",
          sv: "Koordination och smidighet",
          fr: "Coordination et agilit\xE9",
          pt: "Coordena\xE7\xE3o e agilidade"
        },
        description: {
          en: "Running technique, balance, jumping and landing with fun body-weight exercises.",
          sv: "L\xF6pteknik, balans, hopp och landningar med roliga kroppsvikts\xF6vningar.",
          fr: "Technique de course, \xE9quilibre, sauts et r\xE9ceptions avec des exercices ludiques au poids du corps.",
          pt: "T\xE9cnica de corrida, equil\xEDbrio, saltos e rece\xE7\xF5es ao solo com exerc\xEDcios divertidos com o peso do corpo."
        }
      },
      {
        key: "u12-towards-9v9",
        title: { en: "Towards 9v9", sv: "Inf\xF6r 9 mot 9", fr: "Vers le jeu \xE0 9", pt: "Rumo ao jogo de 9" },
        description: {
          en: "Preparing for the bigger pitch: team shape, positions and switching play.",
          sv: "F\xF6rberedelser f\xF6r den st\xF6rre planen: laguppst\xE4llning, positioner och att v\xE4nda spelet.",
          fr: "Se pr\xE9parer au terrain plus grand : organisation de l\u2019\xE9quipe, postes et renversements de jeu.",
          pt: "Prepara\xE7\xE3o para o campo maior: organiza\xE7\xE3o da equipa, posi\xE7\xF5es e varia\xE7\xE3o do centro de jogo."
        }
      }
    ]
  },
  {
    key: "u13-tactical-understanding",
    ageGroupId: "U13",
    status: "PUBLIC",
    title: {
      en: "Tactical Understanding",
      sv: "Taktisk f\xF6rst\xE5else",
      fr: "Compr\xE9hension tactique",
      pt: "Compreens\xE3o t\xE1tica"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u13-principles-of-play",
        title: {
          en: "Principles of play",
          sv: "Spelets principer",
          fr: "Les principes de jeu",
          pt: "Princ\xEDpios de jogo"
        },
        description: {
          en: "Understanding width, depth, support and compactness in attack and in defence.",
          sv: "F\xF6rst\xE5 bredd, djup, spelbarhet och kompakthet i anfall och i f\xF6rsvar.",
          fr: "Comprendre la largeur, la profondeur, le soutien et la compacit\xE9, en attaque comme en d\xE9fense.",
          pt: "Compreender a largura, a profundidade, o apoio e a compacta\xE7\xE3o, no ataque e na defesa."
        }
      },
      {
        key: "u13-build-up-play",
        title: {
          en: "Build-up play",
          sv: "Uppbyggnadsspel",
          fr: "La construction du jeu",
          pt: "Constru\xE7\xE3o de jogo"
        },
        description: {
          en: "Playing out from the back and through the lines in 9v9.",
          sv: "Spela ut bakifr\xE5n och igenom motst\xE5ndarens lagdelar i 9 mot 9.",
          fr: "Relancer depuis l\u2019arri\xE8re et franchir les lignes adverses \xE0 9 contre 9.",
          pt: "Sair a jogar desde tr\xE1s e progredir entre as linhas advers\xE1rias no jogo de 9 contra 9."
        }
      },
      {
        key: "u13-transitions",
        title: { en: "Transitions", sv: "Omst\xE4llningar", fr: "Les transitions", pt: "Transi\xE7\xF5es" },
        description: {
          en: "Reacting in the first seconds after winning or losing the ball.",
          sv: "Agera under de f\xF6rsta sekunderna efter bollvinst eller bollf\xF6rlust.",
          fr: "R\xE9agir dans les premi\xE8res secondes apr\xE8s la r\xE9cup\xE9ration ou la perte du ballon.",
          pt: "Reagir nos primeiros segundos depois de ganhar ou perder a bola."
        }
      },
      {
        key: "u13-athletic-foundations",
        title: {
          en: "Athletic foundations",
          sv: "Fysisk grund",
          fr: "Bases athl\xE9tiques",
          pt: "Bases atl\xE9ticas"
        },
        description: {
          en: "Speed, agility and body-weight strength adapted to the growth spurt.",
          sv: "Snabbhet, smidighet och styrka med kroppsvikt, anpassade efter tillv\xE4xtspurten.",
          fr: "Vitesse, agilit\xE9 et renforcement au poids du corps, adapt\xE9s \xE0 la pouss\xE9e de croissance.",
          pt: "Velocidade, agilidade e for\xE7a com o peso do corpo, adaptadas ao pico de crescimento."
        }
      },
      {
        key: "u13-positional-roles",
        title: {
          en: "Positional roles",
          sv: "Positionsroller",
          fr: "Les r\xF4les par poste",
          pt: "Fun\xE7\xF5es por posi\xE7\xE3o"
        },
        description: {
          en: "Learning the tasks of defenders, midfielders and forwards while still rotating positions.",
          sv: "L\xE4ra sig backarnas, mittf\xE4ltarnas och anfallarnas uppgifter och samtidigt forts\xE4tta rotera positioner.",
          fr: "Apprendre les missions des d\xE9fenseurs, des milieux et des attaquants tout en continuant \xE0 changer de poste.",
          pt: "Aprender as tarefas dos defesas, dos m\xE9dios e dos avan\xE7ados, continuando a rodar de posi\xE7\xE3o."
        }
      }
    ]
  },
  {
    key: "u14-tactics-and-athletic-development",
    ageGroupId: "U14",
    status: "PUBLIC",
    title: {
      en: "Tactics and Athletic Development",
      sv: "Taktik och fysisk utveckling",
      fr: "Tactique et d\xE9veloppement athl\xE9tique",
      pt: "T\xE1tica e desenvolvimento atl\xE9tico"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u14-team-shape-11v11",
        title: {
          en: "Team shape in 11v11",
          sv: "Lagets form i 11 mot 11",
          fr: "L\u2019organisation \xE0 11",
          pt: "Organiza\xE7\xE3o no futebol de 11"
        },
        description: {
          en: "Moving to the full-size game: team structure and the distances between the lines.",
          sv: "Steget till fullstor plan: lagets struktur och avst\xE5nden mellan lagdelarna.",
          fr: "Passer au terrain \xE0 11 : structure de l\u2019\xE9quipe et distances entre les lignes.",
          pt: "A passagem ao futebol de 11: estrutura da equipa e dist\xE2ncias entre linhas."
        }
      },
      {
        key: "u14-pressing-and-compact-defending",
        title: {
          en: "Pressing and compact defending",
          sv: "Press och kompakt f\xF6rsvar",
          fr: "Pressing et bloc compact",
          pt: "Press\xE3o e defesa compacta"
        },
        description: {
          en: "Knowing when and where to press, and defending as a compact block.",
          sv: "Veta n\xE4r och var laget ska pressa, och f\xF6rsvara som ett kompakt block.",
          fr: "Savoir quand et o\xF9 presser, et d\xE9fendre en bloc compact.",
          pt: "Saber quando e onde pressionar, e defender como um bloco compacto."
        }
      },
      {
        key: "u14-attacking-the-final-third",
        title: {
          en: "Attacking the final third",
          sv: "Anfallsspel p\xE5 sista tredjedelen",
          fr: "Attaquer le dernier tiers",
          pt: "Atacar o \xFAltimo ter\xE7o"
        },
        description: {
          en: "Creating and finishing chances with combinations, crosses and runs in behind.",
          sv: "Skapa och avsluta chanser med kombinationer, inl\xE4gg och djupledsl\xF6pningar.",
          fr: "Cr\xE9er et conclure des occasions par des combinaisons, des centres et des appels en profondeur.",
          pt: "Criar e finalizar oportunidades com combina\xE7\xF5es, cruzamentos e desmarca\xE7\xF5es em profundidade."
        }
      },
      {
        key: "u14-strength-and-injury-prevention",
        title: {
          en: "Strength and injury prevention",
          sv: "Styrka och skadef\xF6rebyggande tr\xE4ning",
          fr: "Renforcement et pr\xE9vention des blessures",
          pt: "For\xE7a e preven\xE7\xE3o de les\xF5es"
        },
        description: {
          en: "Core stability, landing technique and an injury-prevention warm-up before every session.",
          sv: "B\xE5lstabilitet, landningsteknik och en skadef\xF6rebyggande uppv\xE4rmning f\xF6re varje pass.",
          fr: "Gainage, technique de r\xE9ception et un \xE9chauffement de pr\xE9vention des blessures avant chaque s\xE9ance.",
          pt: "Estabilidade do tronco, t\xE9cnica de rece\xE7\xE3o ao solo e um aquecimento de preven\xE7\xE3o de les\xF5es antes de cada treino."
        }
      },
      {
        key: "u14-set-pieces",
        title: {
          en: "Set pieces",
          sv: "Fasta situationer",
          fr: "Les coups de pied arr\xEAt\xE9s",
          pt: "Bolas paradas"
        },
        description: {
          en: "Corners, free kicks and throw-ins, in attack and in defence.",
          sv: "H\xF6rnor, frisparkar och inkast, i anfall och i f\xF6rsvar.",
          fr: "Corners, coups francs et rentr\xE9es de touche, en attaque comme en d\xE9fense.",
          pt: "Cantos, livres e lan\xE7amentos laterais, a atacar e a defender."
        }
      }
    ]
  },
  {
    key: "u15-game-intelligence-and-athleticism",
    ageGroupId: "U15",
    status: "PUBLIC",
    title: {
      en: "Game Intelligence and Athleticism",
      sv: "Spelintelligens och atletisk utveckling",
      fr: "Intelligence de jeu et qualit\xE9s athl\xE9tiques",
      pt: "Intelig\xEAncia de jogo e capacidade atl\xE9tica"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u15-our-game-model",
        title: {
          en: "Our game model",
          sv: "V\xE5r spelid\xE9",
          fr: "Notre projet de jeu",
          pt: "O nosso modelo de jogo"
        },
        description: {
          en: "A shared way of playing with clear principles for every phase of the game.",
          sv: "Ett gemensamt s\xE4tt att spela med tydliga principer f\xF6r spelets alla faser.",
          fr: "Une fa\xE7on commune de jouer, avec des principes clairs pour chaque phase du jeu.",
          pt: "Uma forma comum de jogar, com princ\xEDpios claros para cada momento do jogo."
        }
      },
      {
        key: "u15-speed-and-power",
        title: {
          en: "Speed and power",
          sv: "Snabbhet och explosivitet",
          fr: "Vitesse et puissance",
          pt: "Velocidade e pot\xEAncia"
        },
        description: {
          en: "Sprint mechanics, jumps and acceleration, with careful load management during growth.",
          sv: "Sprintteknik, hopp och acceleration med noggrann belastningsstyrning under tillv\xE4xten.",
          fr: "M\xE9canique de sprint, sauts et acc\xE9l\xE9rations, avec une gestion attentive de la charge pendant la croissance.",
          pt: "T\xE9cnica de sprint, saltos e acelera\xE7\xE3o, com uma gest\xE3o cuidadosa da carga durante o crescimento."
        }
      },
      {
        key: "u15-switching-play-and-breaking-lines",
        title: {
          en: "Switching play and breaking lines",
          sv: "Spelv\xE4ndningar och linjebrytande passningar",
          fr: "Renverser le jeu et casser les lignes",
          pt: "Variar o jogo e quebrar linhas"
        },
        description: {
          en: "Breaking down compact defences by switching the point of attack and passing forward.",
          sv: "Bryta ner kompakta f\xF6rsvar genom att v\xE4nda spelet och passa fram\xE5t.",
          fr: "D\xE9s\xE9quilibrer les d\xE9fenses compactes en changeant le point d\u2019attaque et en jouant vers l\u2019avant.",
          pt: "Desequilibrar defesas compactas variando o centro de jogo e passando para a frente."
        }
      },
      {
        key: "u15-defensive-organisation",
        title: {
          en: "Defensive organisation",
          sv: "F\xF6rsvarsorganisation",
          fr: "L\u2019organisation d\xE9fensive",
          pt: "Organiza\xE7\xE3o defensiva"
        },
        description: {
          en: "Zonal defending, covering and communication in the back line and in midfield.",
          sv: "Zonf\xF6rsvar, t\xE4ckning och kommunikation i backlinjen och p\xE5 mittf\xE4ltet.",
          fr: "D\xE9fense de zone, couverture et communication dans la ligne d\xE9fensive et au milieu de terrain.",
          pt: "Defesa \xE0 zona, coberturas e comunica\xE7\xE3o na linha defensiva e no meio-campo."
        }
      },
      {
        key: "u15-position-specific-training",
        title: {
          en: "Position-specific training",
          sv: "Positionsspecifik tr\xE4ning",
          fr: "Entra\xEEnement sp\xE9cifique au poste",
          pt: "Treino espec\xEDfico por posi\xE7\xE3o"
        },
        description: {
          en: "Individual technical and tactical work for goalkeepers, defenders, midfielders and forwards.",
          sv: "Individuell teknisk och taktisk tr\xE4ning f\xF6r m\xE5lvakter, backar, mittf\xE4ltare och anfallare.",
          fr: "Un travail technique et tactique individuel pour les gardiens, les d\xE9fenseurs, les milieux et les attaquants.",
          pt: "Trabalho t\xE9cnico e t\xE1tico individual para guarda-redes, defesas, m\xE9dios e avan\xE7ados."
        }
      }
    ]
  },
  {
    key: "u16-performance-foundations",
    ageGroupId: "U16",
    status: "PUBLIC",
    title: {
      en: "Performance Foundations",
      sv: "Prestationens grunder",
      fr: "Les fondations de la performance",
      pt: "Fundamentos do rendimento"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u16-pre-season-conditioning",
        title: {
          en: "Pre-season conditioning",
          sv: "F\xF6rs\xE4songstr\xE4ning",
          fr: "La pr\xE9paration d\u2019avant-saison",
          pt: "Prepara\xE7\xE3o de pr\xE9-\xE9poca"
        },
        description: {
          en: "Building aerobic capacity and strength for a full season of training and matches.",
          sv: "Bygga upp kondition och styrka f\xF6r en hel s\xE4song med tr\xE4ningar och matcher.",
          fr: "D\xE9velopper la capacit\xE9 a\xE9robie et la force pour une saison compl\xE8te d\u2019entra\xEEnements et de matchs.",
          pt: "Desenvolver a capacidade aer\xF3bia e a for\xE7a para uma \xE9poca completa de treinos e jogos."
        }
      },
      {
        key: "u16-game-model-11v11",
        title: {
          en: "The game model in 11v11",
          sv: "Spelid\xE9n i 11 mot 11",
          fr: "Le projet de jeu \xE0 11",
          pt: "O modelo de jogo no futebol de 11"
        },
        description: {
          en: "Applying the team\u2019s principles in attack, defence and transitions on the full-size pitch.",
          sv: "Till\xE4mpa lagets principer i anfall, f\xF6rsvar och omst\xE4llningar p\xE5 fullstor plan.",
          fr: "Appliquer les principes de l\u2019\xE9quipe en attaque, en d\xE9fense et dans les transitions sur grand terrain.",
          pt: "Aplicar os princ\xEDpios da equipa no ataque, na defesa e nas transi\xE7\xF5es em campo inteiro."
        }
      },
      {
        key: "u16-mastering-your-position",
        title: {
          en: "Mastering your position",
          sv: "Bem\xE4stra din position",
          fr: "Ma\xEEtriser son poste",
          pt: "Dominar a tua posi\xE7\xE3o"
        },
        description: {
          en: "Detailed work on the technical and tactical demands of your main position.",
          sv: "Detaljerad tr\xE4ning p\xE5 de tekniska och taktiska kraven f\xF6r din huvudposition.",
          fr: "Un travail d\xE9taill\xE9 sur les exigences techniques et tactiques de son poste principal.",
          pt: "Trabalho detalhado sobre as exig\xEAncias t\xE9cnicas e t\xE1ticas da tua posi\xE7\xE3o principal."
        }
      },
      {
        key: "u16-mental-skills",
        title: {
          en: "Mental skills",
          sv: "Mental tr\xE4ning",
          fr: "Les comp\xE9tences mentales",
          pt: "Compet\xEAncias mentais"
        },
        description: {
          en: "Focus, goal setting, handling setbacks and performing under pressure.",
          sv: "Fokus, m\xE5ls\xE4ttning, att hantera motg\xE5ngar och att prestera under press.",
          fr: "Concentration, fixation d\u2019objectifs, gestion des \xE9checs et performance sous pression.",
          pt: "Concentra\xE7\xE3o, defini\xE7\xE3o de objetivos, gest\xE3o das adversidades e rendimento sob press\xE3o."
        }
      },
      {
        key: "u16-match-fitness-and-recovery",
        title: {
          en: "Match fitness and recovery",
          sv: "Matchform och \xE5terh\xE4mtning",
          fr: "Forme de match et r\xE9cup\xE9ration",
          pt: "Forma de jogo e recupera\xE7\xE3o"
        },
        description: {
          en: "Training load, sleep, nutrition and recovery between matches.",
          sv: "Tr\xE4ningsbelastning, s\xF6mn, kost och \xE5terh\xE4mtning mellan matcherna.",
          fr: "Charge d\u2019entra\xEEnement, sommeil, nutrition et r\xE9cup\xE9ration entre les matchs.",
          pt: "Carga de treino, sono, nutri\xE7\xE3o e recupera\xE7\xE3o entre jogos."
        }
      }
    ]
  },
  {
    key: "u17-performance-pathway",
    ageGroupId: "U17",
    status: "PUBLIC",
    title: {
      en: "The Performance Pathway",
      sv: "V\xE4gen mot elitniv\xE5",
      fr: "Cap sur la haute performance",
      pt: "Percurso de alto rendimento"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u17-physical-profile",
        title: { en: "Physical profile", sv: "Fysisk profil", fr: "Profil physique", pt: "Perfil f\xEDsico" },
        description: {
          en: "Fitness testing followed by an individual strength and sprint plan based on the results.",
          sv: "Fystester f\xF6ljda av en individuell styrke- och sprintplan utifr\xE5n resultaten.",
          fr: "Des tests physiques suivis d\u2019un plan individuel de force et de vitesse \xE9tabli \xE0 partir des r\xE9sultats.",
          pt: "Testes f\xEDsicos seguidos de um plano individual de for\xE7a e velocidade com base nos resultados."
        }
      },
      {
        key: "u17-high-intensity-play",
        title: {
          en: "High-intensity play",
          sv: "Spel i h\xF6g intensitet",
          fr: "Jouer \xE0 haute intensit\xE9",
          pt: "Jogar em alta intensidade"
        },
        description: {
          en: "Training at match intensity with repeated sprints, pressing and quick transitions.",
          sv: "Tr\xE4ning i matchintensitet med upprepade sprinter, press och snabba omst\xE4llningar.",
          fr: "S\u2019entra\xEEner \xE0 intensit\xE9 de match avec des sprints r\xE9p\xE9t\xE9s, du pressing et des transitions rapides.",
          pt: "Treinar \xE0 intensidade de jogo com sprints repetidos, press\xE3o e transi\xE7\xF5es r\xE1pidas."
        }
      },
      {
        key: "u17-tactical-flexibility",
        title: {
          en: "Tactical flexibility",
          sv: "Taktisk flexibilitet",
          fr: "Flexibilit\xE9 tactique",
          pt: "Flexibilidade t\xE1tica"
        },
        description: {
          en: "Playing in different systems and adapting to the opponent during a match.",
          sv: "Spela i olika spelsystem och anpassa sig efter motst\xE5ndaren under matchen.",
          fr: "Jouer dans diff\xE9rents syst\xE8mes et s\u2019adapter \xE0 l\u2019adversaire en cours de match.",
          pt: "Jogar em diferentes sistemas e adaptar-se ao advers\xE1rio durante o jogo."
        }
      },
      {
        key: "u17-decisions-under-pressure",
        title: {
          en: "Decisions under pressure",
          sv: "Beslut under press",
          fr: "D\xE9cider sous pression",
          pt: "Decidir sob press\xE3o"
        },
        description: {
          en: "Quick choices in tight spaces with a limited number of touches.",
          sv: "Snabba val p\xE5 sm\xE5 ytor med ett begr\xE4nsat antal tillslag.",
          fr: "Des choix rapides dans des espaces r\xE9duits avec un nombre limit\xE9 de touches.",
          pt: "Escolhas r\xE1pidas em espa\xE7os reduzidos com um n\xFAmero limitado de toques."
        }
      },
      {
        key: "u17-managing-the-match-week",
        title: {
          en: "Managing the match week",
          sv: "Att planera matchveckan",
          fr: "G\xE9rer la semaine de match",
          pt: "Gerir a semana de jogo"
        },
        description: {
          en: "Planning load, recovery, nutrition and sleep around training and matches.",
          sv: "Planera belastning, \xE5terh\xE4mtning, kost och s\xF6mn kring tr\xE4ningar och matcher.",
          fr: "Planifier la charge, la r\xE9cup\xE9ration, l\u2019alimentation et le sommeil autour des entra\xEEnements et des matchs.",
          pt: "Planear a carga, a recupera\xE7\xE3o, a alimenta\xE7\xE3o e o sono em torno dos treinos e dos jogos."
        }
      }
    ]
  },
  {
    key: "u18-elite-youth-performance",
    ageGroupId: "U18",
    status: "PUBLIC",
    title: {
      en: "Elite Youth Performance",
      sv: "Elitprestation f\xF6r juniorer",
      fr: "Performance de haut niveau chez les jeunes",
      pt: "Alto rendimento juvenil"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u18-strength-and-power",
        title: {
          en: "Strength and power",
          sv: "Styrka och explosivitet",
          fr: "Force et puissance",
          pt: "For\xE7a e pot\xEAncia"
        },
        description: {
          en: "A progressive gym programme for strength, power and robustness.",
          sv: "Ett progressivt gymprogram f\xF6r styrka, explosivitet och robusthet.",
          fr: "Un programme de musculation progressif pour la force, la puissance et la solidit\xE9 physique.",
          pt: "Um programa progressivo de gin\xE1sio para for\xE7a, pot\xEAncia e robustez."
        }
      },
      {
        key: "u18-game-analysis",
        title: { en: "Game analysis", sv: "Matchanalys", fr: "L\u2019analyse de match", pt: "An\xE1lise de jogo" },
        description: {
          en: "Using video to understand your own performance and the team\u2019s.",
          sv: "Anv\xE4nda video f\xF6r att f\xF6rst\xE5 din egen och lagets prestation.",
          fr: "Utiliser la vid\xE9o pour comprendre sa propre performance et celle de l\u2019\xE9quipe.",
          pt: "Usar o v\xEDdeo para compreender o teu rendimento e o da equipa."
        }
      },
      {
        key: "u18-positional-mastery",
        title: {
          en: "Positional mastery",
          sv: "Spetskompetens p\xE5 din position",
          fr: "L\u2019excellence au poste",
          pt: "Excel\xEAncia na posi\xE7\xE3o"
        },
        description: {
          en: "Refining the details that make the difference in your position, with and without the ball.",
          sv: "Finslipa detaljerna som g\xF6r skillnad p\xE5 din position, med och utan boll.",
          fr: "Peaufiner les d\xE9tails qui font la diff\xE9rence \xE0 son poste, avec et sans ballon.",
          pt: "Aperfei\xE7oar os detalhes que fazem a diferen\xE7a na tua posi\xE7\xE3o, com e sem bola."
        }
      },
      {
        key: "u18-set-pieces-and-game-management",
        title: {
          en: "Set pieces and game management",
          sv: "Fasta situationer och matchstyrning",
          fr: "Coups de pied arr\xEAt\xE9s et gestion du match",
          pt: "Bolas paradas e gest\xE3o do jogo"
        },
        description: {
          en: "Set-piece routines, protecting a lead and chasing a result.",
          sv: "In\xF6vade fasta situationer, att f\xF6rsvara en ledning och att jaga ett resultat.",
          fr: "Combinaisons sur coups de pied arr\xEAt\xE9s, conserver un avantage et aller chercher un r\xE9sultat.",
          pt: "Esquemas de bola parada, segurar uma vantagem e ir atr\xE1s de um resultado."
        }
      },
      {
        key: "u18-leadership-and-mindset",
        title: {
          en: "Leadership and mindset",
          sv: "Ledarskap och inst\xE4llning",
          fr: "Leadership et \xE9tat d\u2019esprit",
          pt: "Lideran\xE7a e mentalidade"
        },
        description: {
          en: "Taking responsibility on and off the pitch and communicating clearly with teammates.",
          sv: "Ta ansvar p\xE5 och utanf\xF6r planen och kommunicera tydligt med lagkamraterna.",
          fr: "Prendre ses responsabilit\xE9s sur et en dehors du terrain et communiquer clairement avec ses co\xE9quipiers.",
          pt: "Assumir responsabilidades dentro e fora do campo e comunicar com clareza com os colegas de equipa."
        }
      }
    ]
  },
  {
    key: "u19-bridge-to-senior-football",
    ageGroupId: "U19",
    status: "PUBLIC",
    title: {
      en: "Bridge to Senior Football",
      sv: "Steget till seniorfotbollen",
      fr: "La passerelle vers le football senior",
      pt: "A transi\xE7\xE3o para o futebol s\xE9nior"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "u19-senior-level-physicality",
        title: {
          en: "Senior-level physicality",
          sv: "Fysik p\xE5 seniorniv\xE5",
          fr: "Un physique de niveau senior",
          pt: "F\xEDsico de n\xEDvel s\xE9nior"
        },
        description: {
          en: "Strength, power and robustness to compete in duels with adult players.",
          sv: "Styrka, explosivitet och robusthet f\xF6r att vinna dueller mot vuxna spelare.",
          fr: "Force, puissance et solidit\xE9 pour rivaliser dans les duels avec des joueurs adultes.",
          pt: "For\xE7a, pot\xEAncia e robustez para disputar duelos com jogadores adultos."
        }
      },
      {
        key: "u19-periodised-training-week",
        title: {
          en: "The periodised training week",
          sv: "Den periodiserade tr\xE4ningsveckan",
          fr: "La semaine d\u2019entra\xEEnement p\xE9riodis\xE9e",
          pt: "A semana de treino periodizada"
        },
        description: {
          en: "A week built around the match, with clear tactical and physical aims for each day.",
          sv: "En vecka uppbyggd kring matchen, med tydliga taktiska och fysiska m\xE5l f\xF6r varje dag.",
          fr: "Une semaine construite autour du match, avec des objectifs tactiques et physiques clairs pour chaque jour.",
          pt: "Uma semana estruturada em fun\xE7\xE3o do jogo, com objetivos t\xE1ticos e f\xEDsicos claros para cada dia."
        }
      },
      {
        key: "u19-individual-development-plan",
        title: {
          en: "Individual development plan",
          sv: "Individuell utvecklingsplan",
          fr: "Plan de d\xE9veloppement individuel",
          pt: "Plano de desenvolvimento individual"
        },
        description: {
          en: "Personal goals for technique, tactics, physique and mindset, reviewed regularly with a coach.",
          sv: "Personliga m\xE5l f\xF6r teknik, taktik, fysik och mentalitet som f\xF6ljs upp regelbundet med en tr\xE4nare.",
          fr: "Des objectifs personnels en technique, tactique, physique et mental, revus r\xE9guli\xE8rement avec un entra\xEEneur.",
          pt: "Objetivos pessoais de t\xE9cnica, t\xE1tica, f\xEDsico e mentalidade, revistos regularmente com um treinador."
        }
      },
      {
        key: "u19-playing-at-senior-tempo",
        title: {
          en: "Playing at senior tempo",
          sv: "Spela i seniortempo",
          fr: "Jouer au rythme senior",
          pt: "Jogar ao ritmo s\xE9nior"
        },
        description: {
          en: "Faster decisions and fewer touches in games against stronger and more experienced opponents.",
          sv: "Snabbare beslut och f\xE4rre tillslag i spel mot starkare och mer rutinerade motst\xE5ndare.",
          fr: "Des d\xE9cisions plus rapides et moins de touches face \xE0 des adversaires plus forts et plus exp\xE9riment\xE9s.",
          pt: "Decis\xF5es mais r\xE1pidas e menos toques em jogos contra advers\xE1rios mais fortes e mais experientes."
        }
      },
      {
        key: "u19-professional-habits",
        title: {
          en: "Professional habits",
          sv: "Professionella vanor",
          fr: "Des habitudes de professionnel",
          pt: "H\xE1bitos profissionais"
        },
        description: {
          en: "Nutrition, sleep and recovery, and balancing football with school or work.",
          sv: "Kost, s\xF6mn och \xE5terh\xE4mtning, och att kombinera fotbollen med skola eller arbete.",
          fr: "Alimentation, sommeil et r\xE9cup\xE9ration, et concilier le football avec les \xE9tudes ou le travail.",
          pt: "Alimenta\xE7\xE3o, sono e recupera\xE7\xE3o, e conciliar o futebol com a escola ou o trabalho."
        }
      }
    ]
  },
  {
    key: "senior-performance-program",
    ageGroupId: "SENIOR",
    status: "PUBLIC",
    title: {
      en: "Senior Performance Program",
      sv: "Prestationsprogram f\xF6r seniorer",
      fr: "Programme de performance seniors",
      pt: "Programa de rendimento s\xE9nior"
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: "senior-pre-season-base",
        title: {
          en: "Pre-season: building the base",
          sv: "F\xF6rs\xE4song: bygga basen",
          fr: "Avant-saison : construire la base",
          pt: "Pr\xE9-\xE9poca: construir a base"
        },
        description: {
          en: "Aerobic base, strength and a gradual build-up to match intensity.",
          sv: "Grundkondition, styrka och en gradvis upptrappning mot matchintensitet.",
          fr: "Foncier a\xE9robie, force et mont\xE9e progressive vers l\u2019intensit\xE9 de match.",
          pt: "Base aer\xF3bia, for\xE7a e um aumento gradual at\xE9 \xE0 intensidade de jogo."
        }
      },
      {
        key: "senior-game-model-and-team-tactics",
        title: {
          en: "Game model and team tactics",
          sv: "Spelid\xE9 och lagtaktik",
          fr: "Projet de jeu et tactique collective",
          pt: "Modelo de jogo e t\xE1tica coletiva"
        },
        description: {
          en: "Team structure, pressing triggers and attacking patterns for the season ahead.",
          sv: "Lagets struktur, pressignaler och anfallsm\xF6nster inf\xF6r s\xE4songen.",
          fr: "Structure de l\u2019\xE9quipe, d\xE9clencheurs de pressing et circuits offensifs pour la saison \xE0 venir.",
          pt: "Estrutura da equipa, sinais de press\xE3o e padr\xF5es ofensivos para a \xE9poca que se aproxima."
        }
      },
      {
        key: "senior-high-intensity-match-fitness",
        title: {
          en: "High-intensity match fitness",
          sv: "Matchkondition i h\xF6g intensitet",
          fr: "Condition physique de match \xE0 haute intensit\xE9",
          pt: "Condi\xE7\xE3o f\xEDsica de jogo em alta intensidade"
        },
        description: {
          en: "Repeated-sprint ability and intermittent endurance through football-specific drills.",
          sv: "F\xF6rm\xE5ga till upprepade sprinter och intermittent uth\xE5llighet genom fotbollsspecifika \xF6vningar.",
          fr: "Capacit\xE9 \xE0 r\xE9p\xE9ter les sprints et endurance intermittente gr\xE2ce \xE0 des exercices sp\xE9cifiques au football.",
          pt: "Capacidade de repetir sprints e resist\xEAncia intermitente atrav\xE9s de exerc\xEDcios espec\xEDficos de futebol."
        }
      },
      {
        key: "senior-chance-creation-and-finishing",
        title: {
          en: "Chance creation and finishing",
          sv: "Skapa och avsluta chanser",
          fr: "Cr\xE9ation d\u2019occasions et finition",
          pt: "Cria\xE7\xE3o de oportunidades e finaliza\xE7\xE3o"
        },
        description: {
          en: "Creating chances against organised defences and finishing them under pressure.",
          sv: "Skapa m\xE5lchanser mot organiserade f\xF6rsvar och oms\xE4tta dem i m\xE5l under press.",
          fr: "Se cr\xE9er des occasions face \xE0 des d\xE9fenses organis\xE9es et les convertir sous pression.",
          pt: "Criar oportunidades contra defesas organizadas e concretiz\xE1-las sob press\xE3o."
        }
      },
      {
        key: "senior-in-season-maintenance",
        title: {
          en: "In-season maintenance",
          sv: "Underh\xE5ll under s\xE4songen",
          fr: "Entretien en cours de saison",
          pt: "Manuten\xE7\xE3o durante a \xE9poca"
        },
        description: {
          en: "Keeping strength and speed through the season while managing the weekly load.",
          sv: "Beh\xE5lla styrka och snabbhet under s\xE4songen och samtidigt styra veckobelastningen.",
          fr: "Maintenir la force et la vitesse tout au long de la saison en g\xE9rant la charge hebdomadaire.",
          pt: "Manter a for\xE7a e a velocidade ao longo da \xE9poca, gerindo a carga semanal."
        }
      },
      {
        key: "senior-recovery-and-injury-prevention",
        title: {
          en: "Recovery and injury prevention",
          sv: "\xC5terh\xE4mtning och skadeprevention",
          fr: "R\xE9cup\xE9ration et pr\xE9vention des blessures",
          pt: "Recupera\xE7\xE3o e preven\xE7\xE3o de les\xF5es"
        },
        description: {
          en: "Mobility, injury-prevention routines and recovery strategies for a long season.",
          sv: "R\xF6rlighet, skadef\xF6rebyggande rutiner och \xE5terh\xE4mtningsstrategier f\xF6r en l\xE5ng s\xE4song.",
          fr: "Mobilit\xE9, routines de pr\xE9vention des blessures et strat\xE9gies de r\xE9cup\xE9ration pour une longue saison.",
          pt: "Mobilidade, rotinas de preven\xE7\xE3o de les\xF5es e estrat\xE9gias de recupera\xE7\xE3o para uma \xE9poca longa."
        }
      }
    ]
  }
];

// apps/server/src/db/content/sessions/b1.ts
var BAND_B1 = {
  sessions: [
    {
      key: "b1-toe-tap-countdown",
      title: {
        en: "Drum on the ball",
        sv: "Trumma p\xE5 bollen",
        fr: "Le ballon-tambour",
        pt: "Tambor na bola"
      },
      description: {
        en: "You tap the top of the ball with your soles, left, right, like playing a drum. It wakes up both feet and gives you lots of touches.",
        sv: "Du trummar l\xE4tt p\xE5 bollens ovansida med sulorna, v\xE4nster, h\xF6ger, som p\xE5 en trumma. Det v\xE4cker b\xE5da f\xF6tterna och ger dig massor av bollkontakter.",
        fr: "Vous tapotez le dessus du ballon avec la semelle, gauche, droite, comme sur un tambour. Vos deux pieds se r\xE9veillent et vous touchez le ballon tr\xE8s souvent.",
        pt: "Voc\xEA toca no topo da bola com a sola, esquerdo, direito, como se tocasse um tambor. Isto acorda os dois p\xE9s e d\xE1-lhe muitos toques na bola."
      },
      steps: {
        en: [
          "Put the ball still in front of you on grass or a rug. Stand close with your knees a little bent.",
          "Tap the top of the ball with the sole of one foot, then the other. Count out loud to 20.",
          "Countdown game: a parent counts down 30 seconds. How many taps can you do? Rest 30 seconds. Play 4 times.",
          "Tap and travel: keep tapping while you walk in a small circle around the ball, one way, then the other way.",
          "Harder: keep tapping while you look at your parent, who holds up fingers. Shout the number."
        ],
        sv: [
          "L\xE4gg bollen still framf\xF6r dig p\xE5 gr\xE4set eller en matta. St\xE5 n\xE4ra och b\xF6j kn\xE4na lite.",
          "Nudda bollens ovansida med sulan p\xE5 ena foten, sedan den andra. R\xE4kna h\xF6gt till 20.",
          "Nedr\xE4kning: en f\xF6r\xE4lder r\xE4knar ner 30 sekunder. Hur m\xE5nga nuddar hinner du? Vila 30 sekunder. K\xF6r 4 g\xE5nger.",
          "Trumma och vandra: forts\xE4tt trumma medan du g\xE5r i en liten cirkel runt bollen, \xE5t ena h\xE5llet och sedan \xE5t andra.",
          "Sv\xE5rare: trumma medan du tittar p\xE5 din f\xF6r\xE4lder som visar fingrar. Ropa siffran."
        ],
        fr: [
          "Posez le ballon immobile devant vous, sur l\u2019herbe ou sur un tapis. Placez-vous tout pr\xE8s, les genoux un peu fl\xE9chis.",
          "Touchez le dessus du ballon avec la semelle d\u2019un pied, puis de l\u2019autre. Comptez \xE0 voix haute jusqu\u2019\xE0 20.",
          "Compte \xE0 rebours : un parent compte 30 secondes. Combien de touches r\xE9ussissez-vous ? Repos 30 secondes. Jouez 4 fois.",
          "Tambour qui tourne : continuez \xE0 tapoter en faisant un petit cercle autour du ballon, dans un sens puis dans l\u2019autre.",
          "Plus dur : tapotez en regardant votre parent, qui l\xE8ve des doigts. Criez le nombre."
        ],
        pt: [
          "Coloque a bola parada \xE0 sua frente, na relva ou num tapete. Fique perto, com os joelhos um pouco dobrados.",
          "Toque no topo da bola com a sola de um p\xE9 e depois do outro. Conte em voz alta at\xE9 20.",
          "Contagem decrescente: um adulto conta 30 segundos. Quantos toques consegue fazer? Descanse 30 segundos. Jogue 4 vezes.",
          "Tambor a andar: continue a tocar enquanto d\xE1 uma pequena volta \xE0 bola, para um lado e depois para o outro.",
          "Mais dif\xEDcil: toque na bola a olhar para o adulto, que mostra dedos. Diga o n\xFAmero em voz alta."
        ]
      },
      coachingPoints: {
        en: [
          "Light and quick, on your toes, as if the ball were hot.",
          "Touch the ball gently with the front of your sole \u2013 no stamping.",
          "Both feet get the same number of taps."
        ],
        sv: [
          "L\xE4tt och snabbt p\xE5 t\xE5, som om bollen vore het.",
          "Nudda bollen mjukt med fr\xE4mre delen av sulan \u2013 inget stampande.",
          "B\xE5da f\xF6tterna f\xE5r lika m\xE5nga nuddar."
        ],
        fr: [
          "L\xE9ger et rapide, sur la pointe des pieds, comme si le ballon \xE9tait br\xFBlant.",
          "Touchez le ballon en douceur avec l\u2019avant de la semelle, sans taper fort.",
          "Les deux pieds font le m\xEAme nombre de touches."
        ],
        pt: [
          "Leve e r\xE1pido, na ponta dos p\xE9s, como se a bola estivesse a escaldar.",
          "Toque na bola com suavidade com a frente da sola, sem pisar com for\xE7a.",
          "Os dois p\xE9s fazem o mesmo n\xFAmero de toques."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b1-ball-freeze",
      title: { en: "Freeze the ball!", sv: "Frys bollen!", fr: "Ballon statue !", pt: "Bola congelada!" },
      description: {
        en: "You dribble around and, when your parent shouts \u201Cfreeze!\u201D, you stop the ball dead with the body part they call. You learn to stop the ball with every part of the foot.",
        sv: "Du dribblar runt och n\xE4r din f\xF6r\xE4lder ropar \u201Dfrys!\u201D stoppar du bollen med den kroppsdel som ropas. Du l\xE4r dig att stoppa bollen med hela foten.",
        fr: "Vous conduisez le ballon et, quand votre parent crie \xAB statue ! \xBB, vous l\u2019arr\xEAtez net avec la partie du corps annonc\xE9e. Vous apprenez \xE0 arr\xEAter le ballon avec toutes les surfaces du pied.",
        pt: "Voc\xEA conduz a bola e, quando o adulto grita \xABcongela!\xBB, para a bola com a parte do corpo que ele disser. Assim aprende a parar a bola com todas as partes do p\xE9."
      },
      steps: {
        en: [
          "Mark a play area of about 10 by 10 steps with four cones (shoes work too).",
          "Dribble around slowly with small touches. Your parent shouts \u201Cfreeze!\u201D and a body part: sole, inside, outside, knee or bottom.",
          "Stop the ball as fast as you can with that part. Sole means foot on top of the ball. Knee or bottom means kneel or sit on it!",
          "Play 3 rounds of 2 minutes with a drink break in between. Count your fastest freezes.",
          "Harder: dribble faster, or your parent calls two things, such as \u201Csole, then turn!\u201D"
        ],
        sv: [
          "Markera en lekyta p\xE5 ungef\xE4r 10 g\xE5nger 10 steg med fyra koner (skor g\xE5r ocks\xE5 bra).",
          "Dribbla runt lugnt med sm\xE5 tillslag. Din f\xF6r\xE4lder ropar \u201Dfrys!\u201D och en kroppsdel: sulan, insidan, utsidan, kn\xE4t eller rumpan.",
          "Stoppa bollen s\xE5 snabbt du kan med den delen. Sulan betyder foten ovanp\xE5 bollen. Kn\xE4t eller rumpan betyder att du kn\xE4b\xF6jer eller s\xE4tter dig p\xE5 den!",
          "K\xF6r 3 omg\xE5ngar p\xE5 2 minuter med vattenpaus emellan. R\xE4kna dina snabbaste stopp.",
          "Sv\xE5rare: dribbla fortare, eller s\xE5 ropar din f\xF6r\xE4lder tv\xE5 saker, till exempel \u201Dsulan och v\xE4nd!\u201D"
        ],
        fr: [
          "D\xE9limitez une zone de jeu d\u2019environ 10 pas sur 10 avec quatre plots (des chaussures font l\u2019affaire).",
          "Conduisez le ballon tranquillement, par petites touches. Votre parent crie \xAB statue ! \xBB et une partie du corps : semelle, int\xE9rieur, ext\xE9rieur, genou ou fesses.",
          "Arr\xEAtez le ballon le plus vite possible avec cette partie. Semelle : le pied sur le ballon. Genou ou fesses : \xE0 genoux ou assis dessus !",
          "Jouez 3 manches de 2 minutes avec une pause boisson entre chaque. Comptez vos arr\xEAts les plus rapides.",
          "Plus dur : conduisez plus vite, ou votre parent annonce deux choses, par exemple \xAB semelle, puis demi-tour ! \xBB"
        ],
        pt: [
          "Marque uma zona de jogo com cerca de 10 por 10 passos com quatro cones (tamb\xE9m pode usar sapatos).",
          "Conduza a bola devagar, com toques curtos. O adulto grita \xABcongela!\xBB e uma parte do corpo: sola, parte interna, parte externa, joelho ou rabo.",
          "Pare a bola o mais depressa poss\xEDvel com essa parte. Sola \xE9 o p\xE9 em cima da bola. Joelho ou rabo \xE9 ajoelhar-se ou sentar-se nela!",
          "Jogue 3 rondas de 2 minutos, com uma pausa para beber \xE1gua entre elas. Conte as paragens mais r\xE1pidas.",
          "Mais dif\xEDcil: conduza mais depressa, ou o adulto diz duas coisas, por exemplo \xABsola e vira!\xBB"
        ]
      },
      coachingPoints: {
        en: [
          "Small touches, so the ball is always close enough to freeze.",
          "Look up now and then so you hear and see the call.",
          "Frozen means still \u2013 the ball must not roll away."
        ],
        sv: [
          "Sm\xE5 tillslag, s\xE5 att bollen alltid \xE4r n\xE4ra nog att frysa.",
          "Titta upp d\xE5 och d\xE5 s\xE5 att du h\xF6r och ser n\xE4r det ropas.",
          "Fryst betyder stilla \u2013 bollen f\xE5r inte rulla iv\xE4g."
        ],
        fr: [
          "Petites touches, pour que le ballon soit toujours assez pr\xE8s pour l\u2019arr\xEAter.",
          "Levez la t\xEAte de temps en temps pour bien entendre et voir l\u2019annonce.",
          "Statue veut dire immobile : le ballon ne doit pas repartir."
        ],
        pt: [
          "Toques curtos, para a bola estar sempre perto o suficiente para a parar.",
          "Levante a cabe\xE7a de vez em quando para ouvir e ver o sinal.",
          "Congelada quer dizer parada: a bola n\xE3o pode fugir."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones"],
      videoUrl: null
    },
    {
      key: "b1-treasure-hunt-dribble",
      title: {
        en: "Treasure hunt dribble",
        sv: "Skattjakt med boll",
        fr: "La chasse au tr\xE9sor",
        pt: "Ca\xE7a ao tesouro com bola"
      },
      description: {
        en: "You dribble out to collect treasure \u2013 cones, socks or small toys \u2013 and bring it home one piece at a time. Lots of touches and stops with the sole, and it feels like a game.",
        sv: "Du dribblar ut och h\xE4mtar skatter \u2013 koner, strumpor eller sm\xE5 leksaker \u2013 och b\xE4r hem en i taget. Massor av bollkontakter och stopp med sulan, och det k\xE4nns som en lek.",
        fr: "Vous partez en conduite de balle chercher des tr\xE9sors \u2013 plots, chaussettes ou petits jouets \u2013 et vous les ramenez un par un. Beaucoup de touches, des arr\xEAts de la semelle, et tout \xE7a en jouant.",
        pt: "Voc\xEA conduz a bola para ir buscar tesouros \u2013 cones, meias ou brinquedos pequenos \u2013 e leva-os para casa um de cada vez. Muitos toques, paragens com a sola, e tudo parece uma brincadeira."
      },
      steps: {
        en: [
          "Spread 8\u201310 \u201Ctreasures\u201D around the garden, 5\u201315 steps from a home base such as a towel or a hoop.",
          "Dribble to a treasure, stop the ball with your sole next to it, pick the treasure up and dribble home with it in your hand.",
          "Only one treasure per trip. Your parent times how long it takes to bring them all home.",
          "Play again and try to beat your time. Then use only your left foot, then only your right.",
          "Pirate version: your parent is a pirate who walks around slowly. If the pirate touches your ball, one treasure goes back out."
        ],
        sv: [
          "Sprid ut 8\u201310 \u201Dskatter\u201D i tr\xE4dg\xE5rden, 5\u201315 steg fr\xE5n en bas, till exempel en handduk eller en ring.",
          "Dribbla till en skatt, stoppa bollen med sulan bredvid den, plocka upp skatten och dribbla hem med den i handen.",
          "Bara en skatt per tur. Din f\xF6r\xE4lder tar tid p\xE5 hur l\xE4nge det tar att f\xE5 hem alla.",
          "K\xF6r igen och f\xF6rs\xF6k sl\xE5 din tid. Anv\xE4nd sedan bara v\xE4nster fot, sedan bara h\xF6ger.",
          "Piratvarianten: din f\xF6r\xE4lder \xE4r en pirat som g\xE5r l\xE5ngsamt runt. Om piraten nuddar din boll \xE5ker en skatt ut igen."
        ],
        fr: [
          "Dispersez 8 \xE0 10 \xAB tr\xE9sors \xBB dans le jardin, \xE0 5\u201315 pas d\u2019une base, par exemple une serviette ou un cerceau.",
          "Conduisez le ballon jusqu\u2019\xE0 un tr\xE9sor, arr\xEAtez-le de la semelle juste \xE0 c\xF4t\xE9, ramassez le tr\xE9sor et revenez \xE0 la base en conduite de balle, le tr\xE9sor \xE0 la main.",
          "Un seul tr\xE9sor par voyage. Votre parent chronom\xE8tre le temps qu\u2019il vous faut pour tout ramener.",
          "Rejouez et essayez de battre votre temps. Ensuite, seulement du pied gauche, puis seulement du pied droit.",
          "Version pirate : votre parent est un pirate qui marche lentement. S\u2019il touche votre ballon, un tr\xE9sor retourne dans le jardin."
        ],
        pt: [
          "Espalhe 8 a 10 \xABtesouros\xBB pelo jardim, a 5\u201315 passos de uma base, por exemplo uma toalha ou um arco.",
          "Conduza a bola at\xE9 um tesouro, pare-a com a sola ao lado dele, apanhe o tesouro e volte \xE0 base a conduzir a bola, com o tesouro na m\xE3o.",
          "S\xF3 um tesouro por viagem. O adulto cronometra quanto tempo demora a trazer todos.",
          "Jogue outra vez e tente bater o seu tempo. Depois s\xF3 com o p\xE9 esquerdo e a seguir s\xF3 com o direito.",
          "Vers\xE3o pirata: o adulto \xE9 um pirata que anda devagar. Se o pirata tocar na sua bola, um tesouro volta para o jardim."
        ]
      },
      coachingPoints: {
        en: [
          "Keep the ball close: a little touch every step or two.",
          "Stop the ball with your sole before you bend down.",
          "Use both feet and every part of the foot."
        ],
        sv: [
          "H\xE5ll bollen n\xE4ra: ett litet tillslag vartannat steg.",
          "Stoppa bollen med sulan innan du b\xF6jer dig ner.",
          "Anv\xE4nd b\xE5da f\xF6tterna och hela foten."
        ],
        fr: [
          "Gardez le ballon pr\xE8s de vous : une petite touche tous les un ou deux pas.",
          "Arr\xEAtez le ballon de la semelle avant de vous pencher.",
          "Utilisez les deux pieds et toutes les surfaces du pied."
        ],
        pt: [
          "Mantenha a bola perto: um toque pequeno a cada um ou dois passos.",
          "Pare a bola com a sola antes de se baixar.",
          "Use os dois p\xE9s e todas as partes do p\xE9."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b1-traffic-lights",
      title: { en: "Traffic lights", sv: "Trafikljuset", fr: "Feux tricolores", pt: "Sem\xE1foros" },
      description: {
        en: "A parent calls out colours and you change speed: green is fast, yellow is slow, red is stop. You learn to run with the ball and keep it under control at every speed.",
        sv: "En f\xF6r\xE4lder ropar f\xE4rger och du byter fart: gr\xF6nt \xE4r snabbt, gult \xE4r l\xE5ngsamt, r\xF6tt \xE4r stopp. Du l\xE4r dig att springa med bollen och ha kontroll i alla farter.",
        fr: "Un parent annonce des couleurs et vous changez de vitesse : vert, vite ; orange, doucement ; rouge, stop. Vous apprenez \xE0 courir avec le ballon en gardant le contr\xF4le \xE0 toutes les vitesses.",
        pt: "Um adulto diz cores e voc\xEA muda de velocidade: verde \xE9 depressa, amarelo \xE9 devagar, vermelho \xE9 parar. Aprende a correr com a bola e a control\xE1-la em qualquer velocidade."
      },
      steps: {
        en: [
          "Mark a lane about 15 steps long with a cone at each end.",
          "Dribble along the lane and back. Green: run with the ball using bigger pushes. Yellow: slow, tiny touches. Red: stop the ball with your sole.",
          "Play 4 rounds of 90 seconds. Walk and breathe between rounds.",
          "New colours: blue means turn and go back, purple means switch to your other foot.",
          "For older players: your parent holds up a coloured bib or cone instead of shouting, so you have to look up to see it."
        ],
        sv: [
          "Markera en gata p\xE5 ungef\xE4r 15 steg med en kon i varje \xE4nde.",
          "Dribbla l\xE4ngs gatan och tillbaka. Gr\xF6nt: spring med bollen med l\xE4ngre tillslag. Gult: l\xE5ngsamt, pyttesm\xE5 tillslag. R\xF6tt: stoppa bollen med sulan.",
          "K\xF6r 4 omg\xE5ngar p\xE5 90 sekunder. G\xE5 och andas mellan omg\xE5ngarna.",
          "Nya f\xE4rger: bl\xE5tt betyder v\xE4nd och g\xE5 tillbaka, lila betyder byt till andra foten.",
          "F\xF6r \xE4ldre spelare: din f\xF6r\xE4lder h\xE5ller upp en f\xE4rgad v\xE4st eller kon i st\xE4llet f\xF6r att ropa, s\xE5 du m\xE5ste titta upp f\xF6r att se den."
        ],
        fr: [
          "D\xE9limitez un couloir d\u2019environ 15 pas avec un plot \xE0 chaque bout.",
          "Faites l\u2019aller-retour en conduite de balle. Vert : courez avec le ballon en le poussant plus loin. Orange : lentement, toutes petites touches. Rouge : arr\xEAtez le ballon de la semelle.",
          "Jouez 4 manches de 90 secondes. Marchez et respirez entre les manches.",
          "Nouvelles couleurs : bleu, demi-tour ; violet, changez de pied.",
          "Pour les plus grands : votre parent montre une chasuble ou un plot de couleur au lieu de crier, vous devez donc lever la t\xEAte pour le voir."
        ],
        pt: [
          "Marque um corredor com cerca de 15 passos, com um cone em cada ponta.",
          "Conduza a bola ao longo do corredor, ida e volta. Verde: corra com a bola, com toques mais longos. Amarelo: devagar, toques muito curtos. Vermelho: pare a bola com a sola.",
          "Jogue 4 rondas de 90 segundos. Entre rondas, ande e respire.",
          "Novas cores: azul \xE9 virar e voltar para tr\xE1s, roxo \xE9 trocar para o outro p\xE9.",
          "Para os mais velhos: o adulto mostra um colete ou um cone de cor em vez de gritar, por isso tem de levantar a cabe\xE7a para o ver."
        ]
      },
      coachingPoints: {
        en: [
          "On green, push the ball ahead and chase it; on yellow, keep it glued to your feet.",
          "Red means the ball stops still at once, under your sole.",
          "Head up between touches to catch the next light."
        ],
        sv: [
          "P\xE5 gr\xF6nt puttar du bollen framf\xF6r dig och jagar den; p\xE5 gult sitter den fastklistrad vid f\xF6tterna.",
          "R\xF6tt betyder att bollen st\xE5r still direkt, under sulan.",
          "Blicken upp mellan tillslagen s\xE5 att du ser n\xE4sta ljus."
        ],
        fr: [
          "Au vert, poussez le ballon devant vous et courez apr\xE8s ; \xE0 l\u2019orange, gardez-le coll\xE9 aux pieds.",
          "Rouge : le ballon s\u2019arr\xEAte tout de suite, sous la semelle.",
          "Levez la t\xEAte entre les touches pour voir le feu suivant."
        ],
        pt: [
          "No verde, empurre a bola para a frente e v\xE1 atr\xE1s dela; no amarelo, mantenha-a colada aos p\xE9s.",
          "Vermelho quer dizer que a bola para logo, debaixo da sola.",
          "Cabe\xE7a levantada entre os toques para ver o pr\xF3ximo sem\xE1foro."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "bibs"],
      videoUrl: null
    },
    {
      key: "b1-gate-explorer",
      title: {
        en: "Gate explorer",
        sv: "Portjakten",
        fr: "L\u2019explorateur de portes",
        pt: "Explorador de portas"
      },
      description: {
        en: "Little cone gates are hidden all over the garden: dribble through as many as you can in one minute. You run with the ball into free space and look for the next open gate.",
        sv: "Sm\xE5 konportar finns utspridda i tr\xE4dg\xE5rden: dribbla genom s\xE5 m\xE5nga du kan p\xE5 en minut. Du springer med bollen mot fria ytor och letar efter n\xE4sta \xF6ppna port.",
        fr: "De petites portes en plots sont cach\xE9es partout dans le jardin : passez-en le plus possible en une minute. Vous conduisez le ballon vers les espaces libres en cherchant la prochaine porte ouverte.",
        pt: "H\xE1 pequenas portas de cones espalhadas pelo jardim: passe pelo maior n\xFAmero poss\xEDvel num minuto. Voc\xEA conduz a bola para o espa\xE7o livre e procura a pr\xF3xima porta aberta."
      },
      steps: {
        en: [
          "Make 6\u20138 gates of two cones, two big steps wide, spread around an area of about 15 by 15 steps.",
          "Dribble through as many gates as you can in 60 seconds. You may not use the same gate twice in a row.",
          "Rest 30 seconds, then go again and try to beat your score. Play 5 rounds.",
          "Your parent joins in and stands in a gate to close it. Find another one quickly.",
          "Harder: after every gate, change direction with the inside or the outside of your foot."
        ],
        sv: [
          "Bygg 6\u20138 portar av tv\xE5 koner, tv\xE5 stora steg breda, utspridda p\xE5 en yta av ungef\xE4r 15 g\xE5nger 15 steg.",
          "Dribbla genom s\xE5 m\xE5nga portar du kan p\xE5 60 sekunder. Du f\xE5r inte ta samma port tv\xE5 g\xE5nger i rad.",
          "Vila 30 sekunder och k\xF6r igen. F\xF6rs\xF6k sl\xE5 ditt rekord. K\xF6r 5 omg\xE5ngar.",
          "Din f\xF6r\xE4lder \xE4r med och st\xE4ller sig i en port f\xF6r att st\xE4nga den. Hitta snabbt en annan.",
          "Sv\xE5rare: efter varje port byter du riktning med insidan eller utsidan av foten."
        ],
        fr: [
          "Formez 6 \xE0 8 portes de deux plots, larges de deux grands pas, r\xE9parties sur une zone d\u2019environ 15 pas sur 15.",
          "Passez le plus de portes possible en 60 secondes, en conduite de balle. Interdit de prendre deux fois de suite la m\xEAme porte.",
          "Repos 30 secondes, puis recommencez pour battre votre score. Jouez 5 manches.",
          "Votre parent entre dans le jeu et se place dans une porte pour la fermer. Trouvez vite une autre porte.",
          "Plus dur : apr\xE8s chaque porte, changez de direction de l\u2019int\xE9rieur ou de l\u2019ext\xE9rieur du pied."
        ],
        pt: [
          "Fa\xE7a 6 a 8 portas com dois cones, com dois passos grandes de largura, espalhadas numa zona de cerca de 15 por 15 passos.",
          "Passe com a bola pelo maior n\xFAmero de portas poss\xEDvel em 60 segundos. N\xE3o pode usar a mesma porta duas vezes seguidas.",
          "Descanse 30 segundos e volte a tentar bater o seu recorde. Jogue 5 rondas.",
          "O adulto entra no jogo e p\xF5e-se numa porta para a fechar. Encontre depressa outra.",
          "Mais dif\xEDcil: depois de cada porta, mude de dire\xE7\xE3o com a parte interna ou externa do p\xE9."
        ]
      },
      coachingPoints: {
        en: [
          "Look up to find the next free gate before you reach the one you are going through.",
          "Push the ball through the gate and run after it.",
          "Use both feet."
        ],
        sv: [
          "Titta upp och hitta n\xE4sta fria port innan du \xE4r framme vid den du ska igenom.",
          "Putta bollen genom porten och spring efter.",
          "Anv\xE4nd b\xE5da f\xF6tterna."
        ],
        fr: [
          "Levez la t\xEAte pour rep\xE9rer la prochaine porte libre avant d\u2019arriver \xE0 celle que vous passez.",
          "Poussez le ballon \xE0 travers la porte et courez derri\xE8re.",
          "Utilisez les deux pieds."
        ],
        pt: [
          "Levante a cabe\xE7a para encontrar a pr\xF3xima porta livre antes de chegar \xE0 que vai passar.",
          "Empurre a bola pela porta e corra atr\xE1s dela.",
          "Use os dois p\xE9s."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b1-copycat-turns",
      title: { en: "Copycat turns", sv: "H\xE4rma v\xE4ndningen", fr: "Le crochet miroir", pt: "Imita a viragem" },
      description: {
        en: "Your parent or a friend shows a turn and you copy it with your ball: stop, turn, dribble away. You learn simple turns with the inside and the outside of the foot.",
        sv: "Din f\xF6r\xE4lder eller en kompis visar en v\xE4ndning och du h\xE4rmar den med din boll: stanna, v\xE4nd, dribbla iv\xE4g. Du l\xE4r dig enkla v\xE4ndningar med insidan och utsidan av foten.",
        fr: "Votre parent ou un copain montre un crochet et vous l\u2019imitez avec votre ballon : stop, crochet, on repart. Vous apprenez des crochets simples de l\u2019int\xE9rieur et de l\u2019ext\xE9rieur du pied.",
        pt: "O adulto ou um amigo mostra uma viragem e voc\xEA imita-a com a sua bola: parar, virar, conduzir para longe. Aprende viragens simples com a parte interna e externa do p\xE9."
      },
      steps: {
        en: [
          "Mark an area of about 10 by 10 steps. You have a ball; your parent stands opposite you.",
          "Dribble slowly towards your parent. They show a turn: inside hook, outside hook or sole pull-back. Copy it and dribble away.",
          "Do every turn 5 times with your right foot and 5 times with your left.",
          "Swap roles: you are the leader and your parent has to copy you.",
          "Speed it up: when your parent claps, do the turn and race back to your start cone."
        ],
        sv: [
          "Markera en yta p\xE5 ungef\xE4r 10 g\xE5nger 10 steg. Du har en boll; din f\xF6r\xE4lder st\xE5r mitt emot dig.",
          "Dribbla lugnt mot din f\xF6r\xE4lder. Hen visar en v\xE4ndning: insidesv\xE4ndning, utsidesv\xE4ndning eller dragv\xE4ndning med sulan. H\xE4rma och dribbla iv\xE4g.",
          "G\xF6r varje v\xE4ndning 5 g\xE5nger med h\xF6ger fot och 5 g\xE5nger med v\xE4nster.",
          "Byt roller: du \xE4r ledaren och din f\xF6r\xE4lder m\xE5ste h\xE4rma dig.",
          "\xD6ka tempot: n\xE4r din f\xF6r\xE4lder klappar g\xF6r du v\xE4ndningen och rusar tillbaka till startkonen."
        ],
        fr: [
          "D\xE9limitez une zone d\u2019environ 10 pas sur 10. Vous avez un ballon ; votre parent se place face \xE0 vous.",
          "Avancez doucement en conduite de balle vers votre parent. Il montre un crochet : int\xE9rieur, ext\xE9rieur ou semelle en arri\xE8re. Imitez-le et repartez.",
          "Faites chaque crochet 5 fois du pied droit et 5 fois du pied gauche.",
          "Inversez les r\xF4les : vous \xEAtes le chef et votre parent doit vous imiter.",
          "Plus vite : quand votre parent tape dans ses mains, faites le crochet et foncez jusqu\u2019\xE0 votre plot de d\xE9part."
        ],
        pt: [
          "Marque uma zona de cerca de 10 por 10 passos. Voc\xEA tem uma bola; o adulto fica \xE0 sua frente.",
          "Conduza a bola devagar na dire\xE7\xE3o do adulto. Ele mostra uma viragem: com a parte interna, com a parte externa ou a puxar a bola para tr\xE1s com a sola. Imite e afaste-se a conduzir.",
          "Fa\xE7a cada viragem 5 vezes com o p\xE9 direito e 5 vezes com o esquerdo.",
          "Troquem de pap\xE9is: voc\xEA \xE9 o chefe e o adulto tem de o imitar.",
          "Mais r\xE1pido: quando o adulto bater palmas, fa\xE7a a viragem e corra at\xE9 ao cone de partida."
        ]
      },
      coachingPoints: {
        en: [
          "Slow down just before you turn.",
          "Hook the ball all the way round, then speed away.",
          "Both feet, both directions."
        ],
        sv: [
          "Sakta ner precis innan du v\xE4nder.",
          "V\xE4nd bollen hela v\xE4gen runt och \xF6ka sedan farten.",
          "B\xE5da f\xF6tterna, \xE5t b\xE5da h\xE5llen."
        ],
        fr: [
          "Ralentissez juste avant le crochet.",
          "Emmenez le ballon jusqu\u2019au bout du demi-tour, puis acc\xE9l\xE9rez.",
          "Les deux pieds, dans les deux sens."
        ],
        pt: [
          "Abrande mesmo antes de virar.",
          "Rode a bola at\xE9 ao fim e depois acelere.",
          "Os dois p\xE9s, para os dois lados."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-shark-tail-tag",
      title: {
        en: "Shark and tail",
        sv: "Hajen och svansen",
        fr: "Le requin et la queue",
        pt: "O tubar\xE3o e a cauda"
      },
      description: {
        en: "You are a little fish dribbling with a tail \u2013 a bib tucked into your shorts \u2013 while a shark tries to grab it. You dribble into free space and change direction to escape the chaser.",
        sv: "Du \xE4r en liten fisk som dribblar med en svans \u2013 en v\xE4st instoppad i byxorna \u2013 medan en haj f\xF6rs\xF6ker ta den. Du dribblar mot fria ytor och byter riktning f\xF6r att komma undan.",
        fr: "Vous \xEAtes un petit poisson qui dribble avec une queue \u2013 une chasuble gliss\xE9e dans le short \u2013 pendant qu\u2019un requin essaie de l\u2019attraper. Vous filez vers l\u2019espace libre et changez de direction pour lui \xE9chapper.",
        pt: "Voc\xEA \xE9 um peixinho que conduz a bola com uma cauda \u2013 um colete entalado nos cal\xE7\xF5es \u2013 enquanto um tubar\xE3o a tenta apanhar. Conduz a bola para o espa\xE7o livre e muda de dire\xE7\xE3o para fugir."
      },
      steps: {
        en: [
          "Mark an \u201Cocean\u201D of about 12 by 12 steps with cones. Tuck a bib into the back of your shorts as a tail.",
          "The shark (your parent) walks \u2013 no running \u2013 and tries to pull your tail while you keep dribbling.",
          "If the shark gets your tail, do 5 toe taps, tuck it back in and carry on. Play rounds of 90 seconds.",
          "Swap: you are the shark and your parent dribbles. Then swap back.",
          "Harder: the shark may jog, or the ocean gets smaller."
        ],
        sv: [
          "Markera ett \u201Dhav\u201D p\xE5 ungef\xE4r 12 g\xE5nger 12 steg med koner. Stoppa in en v\xE4st bak i byxorna som svans.",
          "Hajen (din f\xF6r\xE4lder) g\xE5r \u2013 springer inte \u2013 och f\xF6rs\xF6ker dra i din svans medan du forts\xE4tter dribbla.",
          "Tar hajen din svans g\xF6r du 5 t\xE5nuddar p\xE5 bollen, stoppar in den igen och forts\xE4tter. K\xF6r omg\xE5ngar p\xE5 90 sekunder.",
          "Byt: du \xE4r hajen och din f\xF6r\xE4lder dribblar. Byt sedan tillbaka.",
          "Sv\xE5rare: hajen f\xE5r jogga, eller havet blir mindre."
        ],
        fr: [
          "D\xE9limitez un \xAB oc\xE9an \xBB d\u2019environ 12 pas sur 12 avec des plots. Glissez une chasuble \xE0 l\u2019arri\xE8re de votre short : c\u2019est votre queue.",
          "Le requin (votre parent) marche \u2013 il ne court pas \u2013 et essaie d\u2019attraper votre queue pendant que vous continuez \xE0 dribbler.",
          "Si le requin prend votre queue, faites 5 touches de semelle sur le ballon, remettez-la et repartez. Manches de 90 secondes.",
          "On \xE9change : vous \xEAtes le requin et votre parent dribble. Puis on \xE9change encore.",
          "Plus dur : le requin peut trottiner, ou l\u2019oc\xE9an devient plus petit."
        ],
        pt: [
          "Marque um \xABoceano\xBB com cerca de 12 por 12 passos com cones. Entale um colete atr\xE1s nos cal\xE7\xF5es: \xE9 a sua cauda.",
          "O tubar\xE3o (o adulto) anda \u2013 sem correr \u2013 e tenta tirar-lhe a cauda enquanto voc\xEA continua a conduzir a bola.",
          "Se o tubar\xE3o apanhar a cauda, fa\xE7a 5 toques com a sola na bola, volte a p\xF4-la e continue. Rondas de 90 segundos.",
          "Troquem: voc\xEA \xE9 o tubar\xE3o e o adulto conduz a bola. Depois troquem outra vez.",
          "Mais dif\xEDcil: o tubar\xE3o pode trotar, ou o oceano fica mais pequeno."
        ]
      },
      coachingPoints: {
        en: [
          "Dribble away from the shark into the empty water.",
          "When the shark comes close, change direction fast with a hook or a pull-back.",
          "Keep the ball close so you can turn at any moment."
        ],
        sv: [
          "Dribbla bort fr\xE5n hajen, ut i det tomma vattnet.",
          "N\xE4r hajen kommer n\xE4ra byter du riktning snabbt med en v\xE4ndning eller en dragning.",
          "H\xE5ll bollen n\xE4ra s\xE5 att du kan v\xE4nda n\xE4r som helst."
        ],
        fr: [
          "Partez loin du requin, vers l\u2019eau libre.",
          "Quand le requin approche, changez vite de direction avec un crochet ou une semelle en arri\xE8re.",
          "Gardez le ballon pr\xE8s de vous pour pouvoir tourner \xE0 tout moment."
        ],
        pt: [
          "Fuja do tubar\xE3o para a \xE1gua livre.",
          "Quando o tubar\xE3o se aproximar, mude depressa de dire\xE7\xE3o com uma viragem ou puxando a bola com a sola.",
          "Mantenha a bola perto para poder virar a qualquer momento."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "bibs", "partner"],
      videoUrl: null
    },
    {
      key: "b1-skittles-bowling",
      title: {
        en: "Football bowling",
        sv: "Fotbollsbowling",
        fr: "Le bowling-foot",
        pt: "Bowling com os p\xE9s"
      },
      description: {
        en: "You knock down skittles \u2013 cones or empty plastic bottles \u2013 with a pass from the inside of your foot. It is the first step to passing accurately.",
        sv: "Du sl\xE5r omkull k\xE4glor \u2013 koner eller tomma plastflaskor \u2013 med en passning med insidan. Det \xE4r f\xF6rsta steget mot exakta passningar.",
        fr: "Vous faites tomber des quilles \u2013 des plots ou des bouteilles en plastique vides \u2013 avec une passe de l\u2019int\xE9rieur du pied. C\u2019est le premier pas vers des passes pr\xE9cises.",
        pt: "Voc\xEA derruba pinos \u2013 cones ou garrafas de pl\xE1stico vazias \u2013 com um passe com a parte interna do p\xE9. \xC9 o primeiro passo para passar com precis\xE3o."
      },
      steps: {
        en: [
          "Stand 3 cones or bottles in a row like skittles. Put a start cone 4 steps away (6 steps for older players).",
          "Stop the ball, look at the skittles, and pass with the inside of your foot. Count how many fall.",
          "Take 10 passes with your right foot and 10 with your left. Your parent stands the skittles up again.",
          "After every 3 hits, move the start cone one step further back.",
          "Family game: take turns with a parent. The first to knock down 15 skittles wins."
        ],
        sv: [
          "St\xE4ll 3 koner eller flaskor p\xE5 rad som k\xE4glor. L\xE4gg en startkon 4 steg bort (6 steg f\xF6r \xE4ldre spelare).",
          "Stoppa bollen, titta p\xE5 k\xE4glorna och passa med insidan. R\xE4kna hur m\xE5nga som faller.",
          "Sl\xE5 10 passningar med h\xF6ger fot och 10 med v\xE4nster. Din f\xF6r\xE4lder st\xE4ller upp k\xE4glorna igen.",
          "Efter var tredje tr\xE4ff flyttar du startkonen ett steg l\xE4ngre bort.",
          "Familjet\xE4vling: turas om med en f\xF6r\xE4lder. F\xF6rst till 15 f\xE4llda k\xE4glor vinner."
        ],
        fr: [
          "Alignez 3 plots ou bouteilles comme des quilles. Placez un plot de d\xE9part \xE0 4 pas (6 pas pour les plus grands).",
          "Arr\xEAtez le ballon, regardez les quilles et faites une passe de l\u2019int\xE9rieur du pied. Comptez combien tombent.",
          "Faites 10 passes du pied droit et 10 du pied gauche. Votre parent rel\xE8ve les quilles.",
          "Toutes les 3 quilles touch\xE9es, reculez le plot de d\xE9part d\u2019un pas.",
          "Jeu en famille : chacun son tour avec un parent. Le premier \xE0 15 quilles tomb\xE9es a gagn\xE9."
        ],
        pt: [
          "Ponha 3 cones ou garrafas em fila, como pinos. Coloque um cone de partida a 4 passos (6 passos para os mais velhos).",
          "Pare a bola, olhe para os pinos e passe com a parte interna do p\xE9. Conte quantos caem.",
          "Fa\xE7a 10 passes com o p\xE9 direito e 10 com o esquerdo. O adulto volta a p\xF4r os pinos de p\xE9.",
          "A cada 3 acertos, recue o cone de partida um passo.",
          "Jogo em fam\xEDlia: jogue \xE0 vez com um adulto. Quem derrubar 15 pinos primeiro ganha."
        ]
      },
      coachingPoints: {
        en: [
          "Standing foot next to the ball, pointing at the skittles.",
          "Keep your ankle firm and hit the middle of the ball with the inside of your foot.",
          "Follow through towards the target."
        ],
        sv: [
          "St\xF6djefoten bredvid bollen och pekande mot k\xE4glorna.",
          "H\xE5ll fotleden stadig och tr\xE4ffa mitt p\xE5 bollen med insidan.",
          "F\xF6lj med foten mot m\xE5let."
        ],
        fr: [
          "Pied d\u2019appui \xE0 c\xF4t\xE9 du ballon, point\xE9 vers les quilles.",
          "Cheville bloqu\xE9e : frappez le milieu du ballon de l\u2019int\xE9rieur du pied.",
          "Accompagnez le geste vers la cible."
        ],
        pt: [
          "P\xE9 de apoio ao lado da bola, a apontar para os pinos.",
          "Tornozelo firme: bata no meio da bola com a parte interna do p\xE9.",
          "Acompanhe o movimento na dire\xE7\xE3o do alvo."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones"],
      videoUrl: null
    },
    {
      key: "b1-pass-through-gate",
      title: {
        en: "Through the gate",
        sv: "Genom porten",
        fr: "Passe dans la porte",
        pt: "Passe pela porta"
      },
      description: {
        en: "You pass to your parent through a small cone gate and stop the ball that comes back. Short passes and receiving with the inside of the foot, the way teammates do it.",
        sv: "Du passar till din f\xF6r\xE4lder genom en liten konport och stoppar bollen som kommer tillbaka. Korta passningar och mottagningar med insidan, precis som lagkompisar g\xF6r.",
        fr: "Vous passez \xE0 votre parent \xE0 travers une petite porte de plots et vous contr\xF4lez le ballon qui revient. Des passes courtes et des contr\xF4les de l\u2019int\xE9rieur du pied, comme entre co\xE9quipiers.",
        pt: "Voc\xEA passa ao adulto por uma pequena porta de cones e para a bola que volta. Passes curtos e rece\xE7\xF5es com a parte interna do p\xE9, como entre colegas de equipa."
      },
      steps: {
        en: [
          "Your parent stands 5\u20138 steps away. Put a gate of two cones, two shoes wide, halfway between you.",
          "Pass through the gate with the inside of your foot. Your parent passes back; stop the ball with the inside of your foot, then pass again.",
          "Count the passes that go through the gate in 2 minutes. Play 3 rounds.",
          "When it gets easy, make the gate narrower or step further apart.",
          "Harder: stop the ball with one foot and pass with the other."
        ],
        sv: [
          "Din f\xF6r\xE4lder st\xE5r 5\u20138 steg bort. St\xE4ll en port av tv\xE5 koner, tv\xE5 skor bred, mitt emellan er.",
          "Passa genom porten med insidan. Din f\xF6r\xE4lder passar tillbaka; stoppa bollen med insidan och passa igen.",
          "R\xE4kna passningarna som g\xE5r genom porten p\xE5 2 minuter. K\xF6r 3 omg\xE5ngar.",
          "N\xE4r det blir l\xE4tt g\xF6r du porten smalare eller st\xE4ller er l\xE4ngre ifr\xE5n varandra.",
          "Sv\xE5rare: ta emot med ena foten och passa med den andra."
        ],
        fr: [
          "Votre parent se place \xE0 5\u20138 pas. Posez une porte de deux plots, large de deux chaussures, \xE0 mi-chemin entre vous.",
          "Passez \xE0 travers la porte de l\u2019int\xE9rieur du pied. Votre parent vous la renvoie ; contr\xF4lez le ballon de l\u2019int\xE9rieur du pied, puis repassez.",
          "Comptez les passes qui traversent la porte en 2 minutes. Jouez 3 manches.",
          "Quand c\u2019est facile, resserrez la porte ou reculez-vous.",
          "Plus dur : contr\xF4lez d\u2019un pied et passez de l\u2019autre."
        ],
        pt: [
          "O adulto fica a 5\u20138 passos. Ponha uma porta de dois cones, com a largura de dois sapatos, a meio caminho entre os dois.",
          "Passe pela porta com a parte interna do p\xE9. O adulto devolve; pare a bola com a parte interna do p\xE9 e volte a passar.",
          "Conte os passes que passam pela porta em 2 minutos. Jogue 3 rondas.",
          "Quando ficar f\xE1cil, aperte a porta ou afastem-se mais.",
          "Mais dif\xEDcil: receba com um p\xE9 e passe com o outro."
        ]
      },
      coachingPoints: {
        en: [
          "Stop the ball with the inside, then pass: two touches.",
          "Meet the ball with a soft foot, as if you were catching an egg.",
          "Look at your partner before you pass."
        ],
        sv: [
          "Stoppa bollen med insidan och passa sedan: tv\xE5 tillslag.",
          "M\xF6t bollen med en mjuk fot, som om du f\xE5ngade ett \xE4gg.",
          "Titta p\xE5 din kompis innan du passar."
        ],
        fr: [
          "Contr\xF4lez de l\u2019int\xE9rieur, puis passez : deux touches.",
          "Accueillez le ballon avec un pied souple, comme si vous attrapiez un \u0153uf.",
          "Regardez votre partenaire avant de passer."
        ],
        pt: [
          "Pare a bola com a parte interna e depois passe: dois toques.",
          "Receba a bola com o p\xE9 macio, como se apanhasse um ovo.",
          "Olhe para o seu colega antes de passar."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-first-shots-small-goal",
      title: { en: "First shots", sv: "F\xF6rsta skotten", fr: "Premiers tirs", pt: "Primeiros remates" },
      description: {
        en: "You shoot at a small goal with your laces, first from close in, then a little further out. You learn to strike the ball hard and straight.",
        sv: "Du skjuter mot ett litet m\xE5l med vristen, f\xF6rst fr\xE5n n\xE4ra h\xE5ll och sedan lite l\xE4ngre ut. Du l\xE4r dig att skjuta h\xE5rt och rakt.",
        fr: "Vous tirez sur un petit but du cou-de-pied, d\u2019abord tout pr\xE8s, puis un peu plus loin. Vous apprenez \xE0 frapper fort et droit.",
        pt: "Voc\xEA remata para uma baliza pequena com o peito do p\xE9, primeiro de perto e depois um pouco mais longe. Aprende a bater na bola com for\xE7a e a direito."
      },
      steps: {
        en: [
          "Set up a small goal (or two cones three big steps apart) and a line of balls 4 steps in front of it.",
          "Put the ball still, take two steps back, run in and kick with your laces. Toes point down.",
          "Take 10 shots, then collect the balls. Move one step back and shoot again.",
          "Target game: hang a bib in one half of the goal. A shot that hits it scores double.",
          "Then try with your other foot, and with a rolling ball your parent passes to you."
        ],
        sv: [
          "St\xE4ll upp ett litet m\xE5l (eller tv\xE5 koner tre stora steg is\xE4r) och en rad bollar 4 steg framf\xF6r.",
          "L\xE4gg bollen still, ta tv\xE5 steg bak\xE5t, ta sats och skjut med vristen. T\xE5rna pekar ned\xE5t.",
          "Skjut 10 skott och samla sedan in bollarna. Ta ett steg bak\xE5t och skjut igen.",
          "M\xE5ltavla: h\xE4ng en v\xE4st i ena halvan av m\xE5let. Ett skott som tr\xE4ffar den r\xE4knas dubbelt.",
          "Prova sedan med andra foten, och med en rullande boll som din f\xF6r\xE4lder passar till dig."
        ],
        fr: [
          "Installez un petit but (ou deux plots \xE0 trois grands pas l\u2019un de l\u2019autre) et une ligne de ballons \xE0 4 pas devant.",
          "Posez le ballon, reculez de deux pas, prenez votre \xE9lan et frappez du cou-de-pied. La pointe du pied vers le bas.",
          "Tirez 10 fois, puis ramassez les ballons. Reculez d\u2019un pas et recommencez.",
          "Jeu de cible : accrochez une chasuble dans une moiti\xE9 du but. Un tir qui la touche compte double.",
          "Essayez ensuite de l\u2019autre pied, puis avec un ballon qui roule, pass\xE9 par votre parent."
        ],
        pt: [
          "Monte uma baliza pequena (ou dois cones a tr\xEAs passos grandes um do outro) e uma fila de bolas 4 passos \xE0 frente.",
          "Coloque a bola parada, d\xEA dois passos atr\xE1s, corra e remate com o peito do p\xE9. A ponta do p\xE9 aponta para baixo.",
          "Fa\xE7a 10 remates e depois apanhe as bolas. Recue um passo e remate outra vez.",
          "Jogo do alvo: pendure um colete numa metade da baliza. Um remate que lhe acerte vale a dobrar.",
          "Depois experimente com o outro p\xE9, e com uma bola a rolar que o adulto lhe passa."
        ]
      },
      coachingPoints: {
        en: [
          "Toes down, ankle strong, hit the middle of the ball with your laces.",
          "Standing foot next to the ball.",
          "Let your kicking leg swing through towards the goal."
        ],
        sv: [
          "T\xE5rna ner, stadig fotled, tr\xE4ffa mitt p\xE5 bollen med vristen.",
          "St\xF6djefoten bredvid bollen.",
          "L\xE5t skottbenet svinga vidare mot m\xE5let."
        ],
        fr: [
          "Pointe du pied vers le bas, cheville solide, frappez le milieu du ballon du cou-de-pied.",
          "Pied d\u2019appui \xE0 c\xF4t\xE9 du ballon.",
          "Laissez la jambe de frappe continuer vers le but."
        ],
        pt: [
          "Ponta do p\xE9 para baixo, tornozelo firme, bata no meio da bola com o peito do p\xE9.",
          "P\xE9 de apoio ao lado da bola.",
          "Deixe a perna do remate continuar o movimento na dire\xE7\xE3o da baliza."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "smallGoal", "cones", "bibs"],
      videoUrl: null
    },
    {
      key: "b1-parent-keeper-shootout",
      title: {
        en: "Beat the keeper",
        sv: "Sl\xE5 m\xE5lvakten",
        fr: "Battre le gardien",
        pt: "Bater o guarda-redes"
      },
      description: {
        en: "Your parent goes in goal and you shoot from different spots to score past them. You pick a corner before you shoot and learn to fool the keeper.",
        sv: "Din f\xF6r\xE4lder st\xE5r i m\xE5l och du skjuter fr\xE5n olika platser f\xF6r att g\xF6ra m\xE5l. Du v\xE4ljer h\xF6rn innan du skjuter och l\xE4r dig att lura m\xE5lvakten.",
        fr: "Votre parent se met dans le but et vous tirez de diff\xE9rents endroits pour le battre. Vous choisissez un coin avant de frapper et apprenez \xE0 tromper le gardien.",
        pt: "O adulto vai para a baliza e voc\xEA remata de v\xE1rios s\xEDtios para lhe marcar golo. Escolhe um canto antes de rematar e aprende a enganar o guarda-redes."
      },
      steps: {
        en: [
          "Use a small or a normal goal, or two cones four big steps apart. Your parent is the keeper \u2013 on their knees for younger players.",
          "Put 5 balls at different spots 6\u20138 steps from goal: straight in front, to the left and to the right.",
          "Shoot from every spot. Choose a corner before you kick and look at where you want the ball to go.",
          "Play 3 rounds of 5 shots. Then swap: you are the keeper for 5 shots.",
          "Harder: start 12 steps out, dribble in and shoot before you reach the shooting cones."
        ],
        sv: [
          "Anv\xE4nd ett litet eller vanligt m\xE5l, eller tv\xE5 koner fyra stora steg is\xE4r. Din f\xF6r\xE4lder \xE4r m\xE5lvakt \u2013 p\xE5 kn\xE4 f\xF6r yngre spelare.",
          "L\xE4gg 5 bollar p\xE5 olika platser 6\u20138 steg fr\xE5n m\xE5l: rakt framf\xF6r, till v\xE4nster och till h\xF6ger.",
          "Skjut fr\xE5n varje plats. V\xE4lj ett h\xF6rn innan du skjuter och titta dit du vill att bollen ska g\xE5.",
          "K\xF6r 3 omg\xE5ngar med 5 skott. Byt sedan: du \xE4r m\xE5lvakt i 5 skott.",
          "Sv\xE5rare: starta 12 steg ut, dribbla fram och skjut innan du n\xE5r skottkonerna."
        ],
        fr: [
          "Utilisez un petit but, un but normal ou deux plots \xE0 quatre grands pas l\u2019un de l\u2019autre. Votre parent est gardien \u2013 \xE0 genoux face aux plus jeunes.",
          "Placez 5 ballons \xE0 diff\xE9rents endroits, \xE0 6\u20138 pas du but : en face, \xE0 gauche et \xE0 droite.",
          "Tirez de chaque endroit. Choisissez un coin avant de frapper et regardez o\xF9 vous voulez envoyer le ballon.",
          "Jouez 3 s\xE9ries de 5 tirs. Puis on \xE9change : vous gardez le but pendant 5 tirs.",
          "Plus dur : partez \xE0 12 pas, avancez en conduite de balle et tirez avant d\u2019arriver aux plots de tir."
        ],
        pt: [
          "Use uma baliza pequena ou normal, ou dois cones a quatro passos grandes um do outro. O adulto \xE9 o guarda-redes \u2013 de joelhos para os mais novos.",
          "Coloque 5 bolas em s\xEDtios diferentes, a 6\u20138 passos da baliza: de frente, \xE0 esquerda e \xE0 direita.",
          "Remate de cada s\xEDtio. Escolha um canto antes de rematar e olhe para onde quer mandar a bola.",
          "Jogue 3 rondas de 5 remates. Depois troquem: voc\xEA \xE9 o guarda-redes durante 5 remates.",
          "Mais dif\xEDcil: comece a 12 passos, conduza a bola e remate antes de chegar aos cones de remate."
        ]
      },
      coachingPoints: {
        en: [
          "Look at the corner, not at the keeper.",
          "Low shots into the corners are the hardest to save.",
          "Laces for power, inside of the foot for placing the ball."
        ],
        sv: [
          "Titta p\xE5 h\xF6rnet, inte p\xE5 m\xE5lvakten.",
          "L\xE5ga skott i h\xF6rnen \xE4r sv\xE5rast att r\xE4dda.",
          "Vristen f\xF6r kraft, insidan f\xF6r att placera bollen."
        ],
        fr: [
          "Regardez le coin, pas le gardien.",
          "Les tirs \xE0 ras de terre dans les coins sont les plus durs \xE0 arr\xEAter.",
          "Le cou-de-pied pour la puissance, l\u2019int\xE9rieur du pied pour placer."
        ],
        pt: [
          "Olhe para o canto, n\xE3o para o guarda-redes.",
          "Os remates rasteiros aos cantos s\xE3o os mais dif\xEDceis de defender.",
          "Peito do p\xE9 para ter for\xE7a, parte interna para colocar a bola."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-family-mini-match",
      title: {
        en: "Family mini-match",
        sv: "Familjematchen",
        fr: "Le mini-match en famille",
        pt: "Minijogo em fam\xEDlia"
      },
      description: {
        en: "A real little match with your family or friends on a small pitch with two small goals. Everyone gets the ball often, every goal is celebrated and everyone plays fair.",
        sv: "En riktig liten match med familjen eller kompisar p\xE5 en liten plan med tv\xE5 sm\xE5 m\xE5l. Alla f\xE5r bollen ofta, varje m\xE5l firas och alla spelar schysst.",
        fr: "Un vrai petit match en famille ou entre copains, sur un petit terrain avec deux petits buts. Chacun touche souvent le ballon, chaque but se f\xEAte et tout le monde joue fair-play.",
        pt: "Um verdadeiro minijogo em fam\xEDlia ou com amigos, num campo pequeno com duas balizas pequenas. Todos tocam muitas vezes na bola, todos os golos se festejam e todos jogam limpo."
      },
      steps: {
        en: [
          "Mark a pitch of about 15 by 10 steps with cones, with a small goal (or a cone gate) at each end.",
          "Play 1v1 against a parent, or 2v2 with brothers, sisters or friends. Games last 3 minutes, then a drink break.",
          "Rules: after a goal, the other team starts with the ball. In 2v2, both players must touch the ball before a goal counts.",
          "Invent a team celebration together and do it after every goal.",
          "After each game, shake hands and say one thing the other player did well.",
          "For U9: \u201Cattack together, defend together\u201D \u2013 a goal only counts if the whole team is in the other half, and everyone runs back when the ball is lost."
        ],
        sv: [
          "Markera en plan p\xE5 ungef\xE4r 15 g\xE5nger 10 steg med koner och ett litet m\xE5l (eller en konport) i varje \xE4nde.",
          "Spela 1 mot 1 mot en f\xF6r\xE4lder, eller 2 mot 2 med syskon eller kompisar. Matcherna \xE4r 3 minuter, sedan vattenpaus.",
          "Regler: efter ett m\xE5l startar det andra laget med bollen. I 2 mot 2 m\xE5ste b\xE5da ha r\xF6rt bollen innan m\xE5let r\xE4knas.",
          "Hitta p\xE5 en lagjubel tillsammans och g\xF6r den efter varje m\xE5l.",
          "Efter varje match tar ni i hand och s\xE4ger en sak som den andra gjorde bra.",
          "F\xF6r U9: \u201Danfall tillsammans, f\xF6rsvara tillsammans\u201D \u2013 ett m\xE5l r\xE4knas bara om hela laget \xE4r p\xE5 motst\xE5ndarnas planhalva, och alla springer hem n\xE4r bollen tappas."
        ],
        fr: [
          "D\xE9limitez un terrain d\u2019environ 15 pas sur 10 avec des plots, avec un petit but (ou une porte de plots) \xE0 chaque bout.",
          "Jouez \xE0 1 contre 1 contre un parent, ou \xE0 2 contre 2 avec fr\xE8res, s\u0153urs ou copains. Matchs de 3 minutes, puis pause boisson.",
          "R\xE8gles : apr\xE8s un but, l\u2019autre \xE9quipe engage. \xC0 2 contre 2, les deux joueurs doivent toucher le ballon pour que le but compte.",
          "Inventez ensemble une c\xE9l\xE9bration d\u2019\xE9quipe et faites-la apr\xE8s chaque but.",
          "Apr\xE8s chaque match, serrez-vous la main et dites une chose que l\u2019autre a bien faite.",
          "Pour les U9 : \xAB on attaque ensemble, on d\xE9fend ensemble \xBB \u2013 un but ne compte que si toute l\u2019\xE9quipe est dans la moiti\xE9 adverse, et tout le monde revient quand on perd le ballon."
        ],
        pt: [
          "Marque um campo com cerca de 15 por 10 passos com cones, com uma baliza pequena (ou uma porta de cones) em cada ponta.",
          "Jogue 1 contra 1 contra um adulto, ou 2 contra 2 com irm\xE3os ou amigos. Jogos de 3 minutos e depois pausa para beber \xE1gua.",
          "Regras: depois de um golo, a outra equipa come\xE7a com a bola. No 2 contra 2, os dois jogadores t\xEAm de tocar na bola para o golo contar.",
          "Inventem juntos um festejo de equipa e fa\xE7am-no depois de cada golo.",
          "No fim de cada jogo, apertem a m\xE3o e diga uma coisa que o outro fez bem.",
          "Para os sub-9: \xABatacar juntos, defender juntos\xBB \u2013 o golo s\xF3 conta se a equipa toda estiver no meio-campo do advers\xE1rio, e todos voltam para tr\xE1s quando se perde a bola."
        ]
      },
      coachingPoints: {
        en: [
          "With the ball: go forward \u2013 dribble or pass.",
          "When you lose the ball, try to win it back straight away.",
          "Fair play: no pushing, and the ball goes to the other team when it goes out."
        ],
        sv: [
          "Med bollen: g\xE5 fram\xE5t \u2013 dribbla eller passa.",
          "N\xE4r du tappar bollen f\xF6rs\xF6ker du vinna tillbaka den direkt.",
          "Schysst spel: ingen knuffning, och bollen g\xE5r till det andra laget n\xE4r den g\xE5r ut."
        ],
        fr: [
          "Avec le ballon : allez vers l\u2019avant \u2013 dribblez ou passez.",
          "Quand vous perdez le ballon, essayez de le r\xE9cup\xE9rer tout de suite.",
          "Fair-play : on ne pousse pas, et le ballon revient \xE0 l\u2019autre \xE9quipe quand il sort."
        ],
        pt: [
          "Com a bola: v\xE1 para a frente \u2013 drible ou passe.",
          "Quando perder a bola, tente recuper\xE1-la logo.",
          "Jogo limpo: sem empurr\xF5es, e a bola passa para a outra equipa quando sai."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "smallGoal", "bibs", "partner"],
      videoUrl: null
    },
    {
      key: "b1-tag-team-score",
      title: { en: "Two against one", sv: "Tv\xE5 mot en", fr: "\xC0 deux contre un", pt: "Dois contra um" },
      description: {
        en: "You and a teammate attack together against one defender and pass to get past. You learn when to pass and how to move to get the ball back.",
        sv: "Du och en lagkompis anfaller tillsammans mot en f\xF6rsvarare och passar er f\xF6rbi. Du l\xE4r dig n\xE4r du ska passa och hur du r\xF6r dig f\xF6r att f\xE5 tillbaka bollen.",
        fr: "Avec un partenaire, vous attaquez ensemble contre un d\xE9fenseur et vous passez pour l\u2019\xE9liminer. Vous apprenez quand passer et comment bouger pour r\xE9cup\xE9rer le ballon.",
        pt: "Voc\xEA e um colega atacam juntos contra um defesa e passam a bola para o ultrapassar. Aprende quando passar e como se mexer para voltar a receber a bola."
      },
      steps: {
        en: [
          "Mark a pitch of 12 by 8 steps with a small goal at one end. One parent defends; you attack with a brother, sister, friend or the other parent.",
          "Start at the far end. Dribble at the defender. When they come towards you, pass to your teammate and run forward for the return pass.",
          "A goal scored after a pass counts double. Play 8 attacks, then someone else defends.",
          "If the defender wins the ball, they score a point by dribbling over your start line.",
          "Harder: only two touches each, or the defender may now run."
        ],
        sv: [
          "Markera en plan p\xE5 12 g\xE5nger 8 steg med ett litet m\xE5l i ena \xE4nden. En f\xF6r\xE4lder f\xF6rsvarar; du anfaller med ett syskon, en kompis eller den andra f\xF6r\xE4ldern.",
          "Starta i andra \xE4nden. Dribbla mot f\xF6rsvararen. N\xE4r hen kliver mot dig passar du din lagkompis och springer fram f\xF6r att f\xE5 tillbaka bollen.",
          "Ett m\xE5l efter en passning r\xE4knas dubbelt. K\xF6r 8 anfall, sedan f\xF6rsvarar n\xE5gon annan.",
          "Om f\xF6rsvararen vinner bollen f\xE5r hen en po\xE4ng genom att dribbla \xF6ver er startlinje.",
          "Sv\xE5rare: bara tv\xE5 tillslag var, eller f\xF6rsvararen f\xE5r springa."
        ],
        fr: [
          "D\xE9limitez un terrain de 12 pas sur 8 avec un petit but \xE0 un bout. Un parent d\xE9fend ; vous attaquez avec un fr\xE8re, une s\u0153ur, un copain ou l\u2019autre parent.",
          "Partez de l\u2019autre bout. Conduisez le ballon vers le d\xE9fenseur. Quand il vient sur vous, passez \xE0 votre partenaire et courez vers l\u2019avant pour recevoir le ballon en retour.",
          "Un but marqu\xE9 apr\xE8s une passe compte double. Jouez 8 attaques, puis quelqu\u2019un d\u2019autre d\xE9fend.",
          "Si le d\xE9fenseur r\xE9cup\xE8re le ballon, il marque un point en conduisant le ballon au-del\xE0 de votre ligne de d\xE9part.",
          "Plus dur : deux touches maximum chacun, ou le d\xE9fenseur a le droit de courir."
        ],
        pt: [
          "Marque um campo de 12 por 8 passos com uma baliza pequena numa ponta. Um adulto defende; voc\xEA ataca com um irm\xE3o, um amigo ou o outro adulto.",
          "Comece na outra ponta. Conduza a bola na dire\xE7\xE3o do defesa. Quando ele vier ao seu encontro, passe ao colega e corra para a frente para receber a bola de volta.",
          "Um golo marcado depois de um passe vale a dobrar. Joguem 8 ataques e depois defende outra pessoa.",
          "Se o defesa ganhar a bola, marca um ponto se a conduzir at\xE9 passar a vossa linha de partida.",
          "Mais dif\xEDcil: s\xF3 dois toques cada um, ou o defesa j\xE1 pode correr."
        ]
      },
      coachingPoints: {
        en: [
          "Dribble at the defender to draw them in, then pass.",
          "After your pass, move into a new space where your teammate can see you.",
          "Pass to your teammate\u2019s feet, not behind them."
        ],
        sv: [
          "Dribbla mot f\xF6rsvararen s\xE5 att hen kommer mot dig, och passa sedan.",
          "Efter passningen r\xF6r du dig till en ny yta d\xE4r din lagkompis ser dig.",
          "Passa till lagkompisens f\xF6tter, inte bakom hen."
        ],
        fr: [
          "Conduisez vers le d\xE9fenseur pour l\u2019attirer, puis passez.",
          "Apr\xE8s votre passe, allez dans un nouvel espace o\xF9 votre partenaire vous voit.",
          "Passez dans les pieds de votre partenaire, pas derri\xE8re lui."
        ],
        pt: [
          "Conduza a bola na dire\xE7\xE3o do defesa para o atrair e depois passe.",
          "Depois do passe, desmarque-se para um novo espa\xE7o onde o colega o veja.",
          "Passe para os p\xE9s do colega, n\xE3o para tr\xE1s dele."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "smallGoal", "partner"],
      videoUrl: null
    },
    {
      key: "b1-world-cup-rounds",
      title: {
        en: "Garden World Cup",
        sv: "VM i tr\xE4dg\xE5rden",
        fr: "La Coupe du monde du jardin",
        pt: "Mundial no jardim"
      },
      description: {
        en: "A mini-tournament of short games \u2013 penalties, a dribble race and a 1v1 \u2013 where each player is a country. You play together, take turns and celebrate, whether you win or lose.",
        sv: "En minturnering med korta lekar \u2013 straffar, dribblingsrace och 1 mot 1 \u2013 d\xE4r varje spelare \xE4r ett land. Ni spelar tillsammans, turas om och firar, oavsett om ni vinner eller f\xF6rlorar.",
        fr: "Un mini-tournoi de petits jeux \u2013 tirs au but, course de dribble et 1 contre 1 \u2013 o\xF9 chaque joueur repr\xE9sente un pays. Vous jouez ensemble, chacun son tour, et vous f\xEAtez, qu\u2019on gagne ou qu\u2019on perde.",
        pt: "Um minitorneio de jogos curtos \u2013 pen\xE1ltis, corrida com bola e 1 contra 1 \u2013 em que cada jogador \xE9 um pa\xEDs. Jogam juntos, \xE0 vez, e festejam, quer ganhem quer percam."
      },
      steps: {
        en: [
          "Everyone picks a country. Set up a small goal and a pitch of about 12 by 8 steps.",
          "Round 1 \u2013 penalty shoot-out: 5 shots each from 5 steps, the others take turns in goal.",
          "Round 2 \u2013 dribble race: around a cone 8 steps away and back with the ball. Best of three.",
          "Round 3 \u2013 a 1v1 match of 3 minutes. If one player is much bigger, they may only use their weaker foot.",
          "Points: 3 for a win, 1 for a draw. The winner lifts the \u201Ccup\u201D (a bottle or a cone) and everyone cheers."
        ],
        sv: [
          "Alla v\xE4ljer ett land. St\xE4ll upp ett litet m\xE5l och en plan p\xE5 ungef\xE4r 12 g\xE5nger 8 steg.",
          "Omg\xE5ng 1 \u2013 straffl\xE4ggning: 5 skott var fr\xE5n 5 steg, de andra turas om i m\xE5l.",
          "Omg\xE5ng 2 \u2013 dribblingsrace: runt en kon 8 steg bort och tillbaka med bollen. B\xE4st av tre.",
          "Omg\xE5ng 3 \u2013 en match 1 mot 1 p\xE5 3 minuter. \xC4r en spelare mycket st\xF6rre f\xE5r hen bara anv\xE4nda sin svagare fot.",
          "Po\xE4ng: 3 f\xF6r vinst, 1 f\xF6r oavgjort. Vinnaren lyfter \u201Dbucklan\u201D (en flaska eller en kon) och alla jublar."
        ],
        fr: [
          "Chacun choisit un pays. Installez un petit but et un terrain d\u2019environ 12 pas sur 8.",
          "Manche 1 \u2013 tirs au but : 5 tirs chacun \xE0 5 pas, les autres gardent le but \xE0 tour de r\xF4le.",
          "Manche 2 \u2013 course de dribble : contournez un plot \xE0 8 pas et revenez avec le ballon. En deux manches gagnantes.",
          "Manche 3 \u2013 un match \xE0 1 contre 1 de 3 minutes. Si un joueur est bien plus grand, il ne joue que du pied faible.",
          "Points : 3 pour une victoire, 1 pour un match nul. Le vainqueur soul\xE8ve la \xAB coupe \xBB (une bouteille ou un plot) et tout le monde applaudit."
        ],
        pt: [
          "Cada um escolhe um pa\xEDs. Monte uma baliza pequena e um campo com cerca de 12 por 8 passos.",
          "Ronda 1 \u2013 desempate por pen\xE1ltis: 5 remates cada um a 5 passos, os outros v\xE3o \xE0 vez para a baliza.",
          "Ronda 2 \u2013 corrida com bola: contornar um cone a 8 passos e voltar a conduzir a bola. \xC0 melhor de tr\xEAs.",
          "Ronda 3 \u2013 um jogo de 1 contra 1 de 3 minutos. Se um jogador for muito maior, s\xF3 pode usar o p\xE9 mais fraco.",
          "Pontos: 3 pela vit\xF3ria, 1 pelo empate. O vencedor levanta a \xABta\xE7a\xBB (uma garrafa ou um cone) e todos aplaudem."
        ]
      },
      coachingPoints: {
        en: [
          "Take turns fairly and help to set up each game.",
          "Celebrate your goals and clap for the other players\u2019 goals too.",
          "Give your best in every round \u2013 the next one is a new chance."
        ],
        sv: [
          "Turas om r\xE4ttvist och hj\xE4lp till att st\xE4lla i ordning varje lek.",
          "Fira dina m\xE5l och appl\xE5dera de andras m\xE5l ocks\xE5.",
          "G\xF6r ditt b\xE4sta i varje omg\xE5ng \u2013 n\xE4sta \xE4r en ny chans."
        ],
        fr: [
          "Respectez les tours et aidez \xE0 installer chaque jeu.",
          "F\xEAtez vos buts et applaudissez aussi ceux des autres.",
          "Donnez tout \xE0 chaque manche : la suivante est une nouvelle chance."
        ],
        pt: [
          "Respeite a vez dos outros e ajude a montar cada jogo.",
          "Festeje os seus golos e aplauda tamb\xE9m os golos dos outros.",
          "D\xEA o seu melhor em cada ronda \u2013 a pr\xF3xima \xE9 uma nova oportunidade."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "smallGoal", "stopwatch", "partner"],
      videoUrl: null
    },
    {
      key: "b1-ball-mastery-routine",
      title: {
        en: "Daily ball-mastery routine",
        sv: "Dagens bollbeh\xE4rskning",
        fr: "La routine de ma\xEEtrise du ballon",
        pt: "Rotina di\xE1ria de dom\xEDnio da bola"
      },
      description: {
        en: "A short routine of ball-mastery moves, each done with the right foot, the left foot and both. Ten minutes a day keeps the ball close and makes both feet clever.",
        sv: "En kort rutin med bollbeh\xE4rsknings\xF6vningar, var och en med h\xF6ger fot, v\xE4nster fot och b\xE5da. Tio minuter om dagen h\xE5ller bollen n\xE4ra och g\xF6r b\xE5da f\xF6tterna smarta.",
        fr: "Une courte routine de gestes de ma\xEEtrise du ballon, chacun du pied droit, du pied gauche et des deux. Dix minutes par jour pour garder le ballon pr\xE8s de soi et rendre les deux pieds habiles.",
        pt: "Uma rotina curta de exerc\xEDcios de dom\xEDnio da bola, cada um com o p\xE9 direito, com o esquerdo e com os dois. Dez minutos por dia mant\xEAm a bola perto e tornam os dois p\xE9s habilidosos."
      },
      steps: {
        en: [
          "Put the ball in front of you in a space of 3 by 3 steps. Do each move for 30 seconds, then rest 15 seconds.",
          "Toe taps, then inside\u2013inside (knock the ball between your feet), then sole rolls from side to side.",
          "Pull the ball back with your sole and push it forward again: first right foot, then left.",
          "Inside\u2013outside with one foot: tap in with the inside, out with the outside. 30 seconds each foot.",
          "Do the whole list twice. Every week, try to fit more touches into 30 seconds."
        ],
        sv: [
          "L\xE4gg bollen framf\xF6r dig p\xE5 en yta av 3 g\xE5nger 3 steg. G\xF6r varje \xF6vning i 30 sekunder och vila 15 sekunder.",
          "T\xE5nuddar, sedan insida\u2013insida (knacka bollen mellan f\xF6tterna), sedan sulrullningar fr\xE5n sida till sida.",
          "Dra bollen bak\xE5t med sulan och putta fram den igen: f\xF6rst h\xF6ger fot, sedan v\xE4nster.",
          "Insida\u2013utsida med en fot: knacka in med insidan, ut med utsidan. 30 sekunder per fot.",
          "G\xF6r hela listan tv\xE5 g\xE5nger. F\xF6rs\xF6k varje vecka f\xE5 in fler tillslag p\xE5 30 sekunder."
        ],
        fr: [
          "Posez le ballon devant vous dans un espace de 3 pas sur 3. Faites chaque geste pendant 30 secondes, puis repos 15 secondes.",
          "Touches de semelle, puis int\xE9rieur\u2013int\xE9rieur (le ballon passe d\u2019un pied \xE0 l\u2019autre), puis roulements de semelle d\u2019un c\xF4t\xE9 \xE0 l\u2019autre.",
          "Tirez le ballon en arri\xE8re avec la semelle et repoussez-le devant : d\u2019abord le pied droit, puis le gauche.",
          "Int\xE9rieur\u2013ext\xE9rieur d\u2019un seul pied : on rentre de l\u2019int\xE9rieur, on sort de l\u2019ext\xE9rieur. 30 secondes par pied.",
          "Faites toute la liste deux fois. Chaque semaine, essayez de placer plus de touches en 30 secondes."
        ],
        pt: [
          "Coloque a bola \xE0 sua frente num espa\xE7o de 3 por 3 passos. Fa\xE7a cada exerc\xEDcio durante 30 segundos e descanse 15 segundos.",
          "Toques com a sola por cima, depois parte interna\u2013parte interna (a bola passa de um p\xE9 para o outro), depois rolar a bola com a sola de um lado para o outro.",
          "Puxe a bola para tr\xE1s com a sola e volte a empurr\xE1-la para a frente: primeiro o p\xE9 direito, depois o esquerdo.",
          "Interna\u2013externa com um s\xF3 p\xE9: para dentro com a parte interna, para fora com a parte externa. 30 segundos com cada p\xE9.",
          "Fa\xE7a a lista toda duas vezes. Todas as semanas, tente fazer mais toques em 30 segundos."
        ]
      },
      coachingPoints: {
        en: [
          "Small, soft touches: the ball never goes far.",
          "Stay on the balls of your feet with your knees bent.",
          "Your weaker foot gets at least as many turns as your stronger one."
        ],
        sv: [
          "Sm\xE5, mjuka tillslag: bollen kommer aldrig l\xE5ngt bort.",
          "St\xE5 p\xE5 framfoten med b\xF6jda kn\xE4n.",
          "Den svagare foten f\xE5r minst lika m\xE5nga f\xF6rs\xF6k som den starkare."
        ],
        fr: [
          "Petites touches douces : le ballon ne s\u2019\xE9loigne jamais.",
          "Restez sur l\u2019avant des pieds, genoux fl\xE9chis.",
          "Le pied faible travaille au moins autant que le pied fort."
        ],
        pt: [
          "Toques curtos e suaves: a bola nunca se afasta.",
          "Fique na ponta dos p\xE9s, com os joelhos dobrados.",
          "O p\xE9 mais fraco trabalha pelo menos tanto como o mais forte."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b1-turn-challenge",
      title: {
        en: "Turn at the line",
        sv: "V\xE4nd vid linjen",
        fr: "Demi-tour sur la ligne",
        pt: "Vira na linha"
      },
      description: {
        en: "You dribble to a line, turn with a different turn each time and race back. Simple turns with the inside, the outside and the sole, with a little time pressure.",
        sv: "Du dribblar till en linje, v\xE4nder p\xE5 olika s\xE4tt varje g\xE5ng och rusar tillbaka. Enkla v\xE4ndningar med insidan, utsidan och sulan, med lite tidspress.",
        fr: "Vous conduisez le ballon jusqu\u2019\xE0 une ligne, faites un demi-tour diff\xE9rent \xE0 chaque fois et revenez \xE0 toute vitesse. Des crochets simples de l\u2019int\xE9rieur, de l\u2019ext\xE9rieur et de la semelle, avec un peu de pression du chrono.",
        pt: "Voc\xEA conduz a bola at\xE9 uma linha, vira de maneira diferente de cada vez e volta a correr. Viragens simples com a parte interna, a parte externa e a sola, com um pouco de press\xE3o do cron\xF3metro."
      },
      steps: {
        en: [
          "Put two cones 8 steps apart: a start cone and a turning line.",
          "Dribble to the line, turn with the inside of your foot and dribble back. 5 times with your right foot, 5 with your left.",
          "Now the same with the outside of the foot, then with the sole drag-back.",
          "Race: your parent times 5 there-and-backs with any turns you like. Try to beat your time.",
          "Your parent calls the turn just as you reach the line \u2013 react fast."
        ],
        sv: [
          "St\xE4ll tv\xE5 koner 8 steg is\xE4r: en startkon och en v\xE4ndlinje.",
          "Dribbla till linjen, v\xE4nd med insidan och dribbla tillbaka. 5 g\xE5nger med h\xF6ger fot, 5 med v\xE4nster.",
          "Nu samma sak med utsidan, sedan med en dragv\xE4ndning med sulan.",
          "Race: din f\xF6r\xE4lder tar tid p\xE5 5 v\xE4ndor fram och tillbaka med valfria v\xE4ndningar. F\xF6rs\xF6k sl\xE5 din tid.",
          "Din f\xF6r\xE4lder ropar vilken v\xE4ndning precis n\xE4r du n\xE5r linjen \u2013 reagera snabbt."
        ],
        fr: [
          "Placez deux plots \xE0 8 pas l\u2019un de l\u2019autre : un plot de d\xE9part et une ligne de demi-tour.",
          "Conduisez jusqu\u2019\xE0 la ligne, crochet de l\u2019int\xE9rieur du pied et retour. 5 fois du pied droit, 5 fois du gauche.",
          "Puis la m\xEAme chose de l\u2019ext\xE9rieur du pied, puis avec un retrait de semelle.",
          "Course : votre parent chronom\xE8tre 5 allers-retours avec les crochets de votre choix. Essayez de battre votre temps.",
          "Votre parent annonce le crochet juste quand vous arrivez sur la ligne : r\xE9agissez vite."
        ],
        pt: [
          "Coloque dois cones a 8 passos um do outro: um cone de partida e uma linha de viragem.",
          "Conduza a bola at\xE9 \xE0 linha, vire com a parte interna do p\xE9 e volte. 5 vezes com o p\xE9 direito, 5 com o esquerdo.",
          "Agora o mesmo com a parte externa do p\xE9 e depois puxando a bola para tr\xE1s com a sola.",
          "Corrida: o adulto cronometra 5 idas e voltas com as viragens que quiser. Tente bater o seu tempo.",
          "O adulto diz a viragem mesmo quando chega \xE0 linha \u2013 reaja depressa."
        ]
      },
      coachingPoints: {
        en: [
          "A small touch just before the line, so the ball is close when you turn.",
          "Turn all the way round, then speed away.",
          "Use both feet."
        ],
        sv: [
          "Ett litet tillslag precis f\xF6re linjen, s\xE5 att bollen \xE4r n\xE4ra n\xE4r du v\xE4nder.",
          "V\xE4nd hela v\xE4gen runt och dra sedan iv\xE4g i full fart.",
          "Anv\xE4nd b\xE5da f\xF6tterna."
        ],
        fr: [
          "Une petite touche juste avant la ligne pour avoir le ballon pr\xE8s de vous au moment du crochet.",
          "Faites le demi-tour complet, puis acc\xE9l\xE9rez.",
          "Utilisez les deux pieds."
        ],
        pt: [
          "Um toque curto mesmo antes da linha, para ter a bola perto quando virar.",
          "Vire por completo e depois acelere.",
          "Use os dois p\xE9s."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b1-slalom-race",
      title: { en: "Slalom race", sv: "Slalomracet", fr: "La course de slalom", pt: "Corrida de slalom" },
      description: {
        en: "You dribble fast through a slalom of cones like a ski racer, then sprint with the ball to the finish. Running with the ball at speed while keeping it under control.",
        sv: "Du dribblar snabbt genom en slalombana av koner som en skid\xE5kare och spurtar sedan med bollen till m\xE5l. Springa med bollen i h\xF6g fart och \xE4nd\xE5 ha kontroll.",
        fr: "Vous slalomez vite entre des plots comme un skieur, puis vous sprintez avec le ballon jusqu\u2019\xE0 l\u2019arriv\xE9e. Courir avec le ballon en vitesse tout en le gardant sous contr\xF4le.",
        pt: "Voc\xEA conduz a bola depressa por um slalom de cones, como um esquiador, e depois sprinta com a bola at\xE9 \xE0 meta. Correr com a bola em velocidade sem perder o controlo."
      },
      steps: {
        en: [
          "Put 6 cones in a line, two big steps apart, and a finish cone 5 steps after the last one.",
          "Dribble in and out of the cones with the inside and outside of your foot, then sprint with the ball to the finish.",
          "Do 6 runs, resting while you walk back. Your parent times your best run.",
          "Next round: only your left foot, then only your right foot.",
          "Harder: put the cones closer together, or race your parent, who runs round the outside."
        ],
        sv: [
          "St\xE4ll 6 koner p\xE5 rad, tv\xE5 stora steg is\xE4r, och en m\xE5lkon 5 steg efter den sista.",
          "Dribbla slalom mellan konerna med insidan och utsidan och spurta sedan med bollen till m\xE5l.",
          "K\xF6r 6 \xE5k och vila medan du g\xE5r tillbaka. Din f\xF6r\xE4lder tar tid p\xE5 ditt b\xE4sta \xE5k.",
          "N\xE4sta omg\xE5ng: bara v\xE4nster fot, sedan bara h\xF6ger fot.",
          "Sv\xE5rare: st\xE4ll konerna t\xE4tare, eller t\xE4vla mot din f\xF6r\xE4lder som springer runt utanf\xF6r."
        ],
        fr: [
          "Alignez 6 plots espac\xE9s de deux grands pas, et un plot d\u2019arriv\xE9e 5 pas apr\xE8s le dernier.",
          "Slalomez entre les plots de l\u2019int\xE9rieur et de l\u2019ext\xE9rieur du pied, puis sprintez avec le ballon jusqu\u2019\xE0 l\u2019arriv\xE9e.",
          "Faites 6 passages, en r\xE9cup\xE9rant pendant le retour en marchant. Votre parent chronom\xE8tre votre meilleur passage.",
          "Manche suivante : seulement le pied gauche, puis seulement le pied droit.",
          "Plus dur : rapprochez les plots, ou faites la course contre votre parent, qui court autour."
        ],
        pt: [
          "Ponha 6 cones em fila, a dois passos grandes uns dos outros, e um cone de meta 5 passos depois do \xFAltimo.",
          "Conduza a bola em slalom entre os cones com a parte interna e externa do p\xE9 e depois sprinte com a bola at\xE9 \xE0 meta.",
          "Fa\xE7a 6 percursos e descanse enquanto volta a andar. O adulto cronometra o seu melhor percurso.",
          "Ronda seguinte: s\xF3 com o p\xE9 esquerdo e depois s\xF3 com o p\xE9 direito.",
          "Mais dif\xEDcil: aproxime os cones, ou fa\xE7a uma corrida contra o adulto, que corre por fora."
        ]
      },
      coachingPoints: {
        en: [
          "Small touches in the slalom, then a big push and run in the open space at the end.",
          "Keep the ball close to the cones.",
          "Eyes up as you come out of the slalom."
        ],
        sv: [
          "Sm\xE5 tillslag i slalomen, sedan en l\xE5ng putt och spring i den fria ytan p\xE5 slutet.",
          "H\xE5ll bollen n\xE4ra konerna.",
          "Blicken upp n\xE4r du kommer ut ur slalomen."
        ],
        fr: [
          "Petites touches dans le slalom, puis une grande pouss\xE9e et on court dans l\u2019espace libre \xE0 la fin.",
          "Gardez le ballon pr\xE8s des plots.",
          "Levez les yeux en sortant du slalom."
        ],
        pt: [
          "Toques curtos no slalom e depois um toque longo para correr no espa\xE7o livre no fim.",
          "Mantenha a bola perto dos cones.",
          "Levante os olhos quando sair do slalom."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b1-head-up-numbers",
      title: {
        en: "Head up, count the fingers",
        sv: "Blicken upp, r\xE4kna fingrarna",
        fr: "T\xEAte lev\xE9e, comptez les doigts",
        pt: "Cabe\xE7a levantada, conta os dedos"
      },
      description: {
        en: "You dribble around while your parent holds up fingers, and you shout the number. Dribbling with your head up is how you spot space and teammates in a match.",
        sv: "Du dribblar runt medan din f\xF6r\xE4lder visar fingrar, och du ropar siffran. Att dribbla med blicken uppe \xE4r s\xE5 du hittar fria ytor och lagkompisar i en match.",
        fr: "Vous conduisez le ballon pendant que votre parent l\xE8ve des doigts, et vous criez le nombre. Dribbler t\xEAte lev\xE9e, c\u2019est ce qui permet de voir les espaces et les partenaires en match.",
        pt: "Voc\xEA conduz a bola enquanto o adulto mostra dedos, e diz o n\xFAmero em voz alta. Conduzir de cabe\xE7a levantada \xE9 o que permite ver o espa\xE7o e os colegas num jogo."
      },
      steps: {
        en: [
          "Dribble freely in an area of about 15 by 15 steps. Your parent stands at the side.",
          "Every few seconds your parent holds up 1 to 5 fingers. Shout the number as fast as you can without stopping.",
          "Play 3 rounds of 2 minutes and count how many numbers you miss.",
          "New rule: an odd number means turn, an even number means speed up.",
          "Match version: put a cone gate on each side. Your parent points at one \u2013 dribble out through it, as if a free teammate were waiting there."
        ],
        sv: [
          "Dribbla fritt p\xE5 en yta av ungef\xE4r 15 g\xE5nger 15 steg. Din f\xF6r\xE4lder st\xE5r vid sidan.",
          "Med n\xE5gra sekunders mellanrum visar din f\xF6r\xE4lder 1 till 5 fingrar. Ropa siffran s\xE5 snabbt du kan utan att stanna.",
          "K\xF6r 3 omg\xE5ngar p\xE5 2 minuter och r\xE4kna hur m\xE5nga siffror du missar.",
          "Ny regel: udda siffra betyder v\xE4nd, j\xE4mn siffra betyder \xF6ka farten.",
          "Matchvarianten: st\xE4ll en konport p\xE5 varje sida. Din f\xF6r\xE4lder pekar p\xE5 en \u2013 dribbla ut genom den, som om en fri lagkompis v\xE4ntade d\xE4r."
        ],
        fr: [
          "Conduisez librement le ballon dans une zone d\u2019environ 15 pas sur 15. Votre parent se tient sur le c\xF4t\xE9.",
          "Toutes les quelques secondes, votre parent l\xE8ve 1 \xE0 5 doigts. Criez le nombre le plus vite possible, sans vous arr\xEAter.",
          "Jouez 3 manches de 2 minutes et comptez les nombres manqu\xE9s.",
          "Nouvelle r\xE8gle : nombre impair, demi-tour ; nombre pair, acc\xE9l\xE9ration.",
          "Version match : placez une porte de plots de chaque c\xF4t\xE9. Votre parent en montre une : sortez par l\xE0 en conduite de balle, comme si un partenaire libre vous attendait."
        ],
        pt: [
          "Conduza a bola livremente numa zona com cerca de 15 por 15 passos. O adulto fica de lado.",
          "De poucos em poucos segundos, o adulto mostra 1 a 5 dedos. Diga o n\xFAmero o mais depressa poss\xEDvel, sem parar.",
          "Jogue 3 rondas de 2 minutos e conte quantos n\xFAmeros falha.",
          "Nova regra: n\xFAmero \xEDmpar \xE9 virar, n\xFAmero par \xE9 acelerar.",
          "Vers\xE3o jogo: ponha uma porta de cones de cada lado. O adulto aponta para uma \u2013 saia por ela com a bola, como se um colega livre estivesse \xE0 espera."
        ]
      },
      coachingPoints: {
        en: [
          "Quick look up between touches, then back to the ball.",
          "Keep dribbling while you look \u2013 don\u2019t stop.",
          "Feel the ball with small touches so your eyes can be up."
        ],
        sv: [
          "Snabb blick upp mellan tillslagen, sedan tillbaka till bollen.",
          "Forts\xE4tt dribbla medan du tittar \u2013 stanna inte.",
          "K\xE4nn bollen med sm\xE5 tillslag s\xE5 att blicken kan vara uppe."
        ],
        fr: [
          "Un coup d\u2019\u0153il rapide entre deux touches, puis retour au ballon.",
          "Continuez \xE0 conduire pendant que vous regardez : ne vous arr\xEAtez pas.",
          "Sentez le ballon par petites touches pour garder les yeux lev\xE9s."
        ],
        pt: [
          "Um olhar r\xE1pido para cima entre os toques e depois de volta \xE0 bola.",
          "Continue a conduzir enquanto olha \u2013 n\xE3o pare.",
          "Sinta a bola com toques curtos para poder ter os olhos levantados."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-wall-pass-rally",
      title: { en: "Wall rally", sv: "V\xE4ggpass", fr: "Le mur partenaire", pt: "Passes \xE0 parede" },
      description: {
        en: "You pass against a wall and control the rebound, with one foot, then the other. A wall is a teammate who never gets tired, so both feet get lots of passes.",
        sv: "Du passar mot en v\xE4gg och tar emot returen, f\xF6rst med ena foten och sedan med den andra. En v\xE4gg \xE4r en lagkompis som aldrig blir tr\xF6tt, s\xE5 b\xE5da f\xF6tterna f\xE5r massor av passningar.",
        fr: "Vous passez contre un mur et contr\xF4lez le rebond, d\u2019un pied puis de l\u2019autre. Un mur est un partenaire qui ne se fatigue jamais : vos deux pieds font beaucoup de passes.",
        pt: "Voc\xEA passa a bola contra uma parede e controla o ressalto, com um p\xE9 e depois com o outro. A parede \xE9 um colega que nunca se cansa, por isso os dois p\xE9s fazem muitos passes."
      },
      steps: {
        en: [
          "Stand 3\u20135 steps from a wall (a garage door, a low wall or a rebounder). Mark your spot with a cone.",
          "Pass with the inside of your right foot, stop the rebound with the inside, pass again. 20 passes.",
          "The same with your left foot. Then stop the ball with one foot and pass with the other.",
          "Rally: how many passes in a row in 1 minute without the ball getting away? Best of 3 tries.",
          "Harder: pass first time, or take your first touch to the side before you pass."
        ],
        sv: [
          "St\xE4ll dig 3\u20135 steg fr\xE5n en v\xE4gg (en garageport, en l\xE5g mur eller en returv\xE4gg). Markera din plats med en kon.",
          "Passa med insidan p\xE5 h\xF6ger fot, ta emot returen med insidan och passa igen. 20 passningar.",
          "Samma sak med v\xE4nster fot. Ta sedan emot med ena foten och passa med den andra.",
          "Rally: hur m\xE5nga passningar i rad p\xE5 1 minut utan att bollen rymmer? B\xE4sta av 3 f\xF6rs\xF6k.",
          "Sv\xE5rare: passa direkt, eller styr mottagningen \xE5t sidan innan du passar."
        ],
        fr: [
          "Placez-vous \xE0 3\u20135 pas d\u2019un mur (une porte de garage, un muret ou un rebondisseur). Marquez votre place avec un plot.",
          "Passez de l\u2019int\xE9rieur du pied droit, contr\xF4lez le rebond de l\u2019int\xE9rieur, repassez. 20 passes.",
          "Pareil du pied gauche. Puis contr\xF4lez d\u2019un pied et passez de l\u2019autre.",
          "S\xE9rie : combien de passes d\u2019affil\xE9e en 1 minute sans que le ballon vous \xE9chappe ? Meilleur de 3 essais.",
          "Plus dur : en une touche, ou avec un contr\xF4le orient\xE9 sur le c\xF4t\xE9 avant la passe."
        ],
        pt: [
          "Fique a 3\u20135 passos de uma parede (uma porta de garagem, um muro baixo ou uma tabela). Marque o seu lugar com um cone.",
          "Passe com a parte interna do p\xE9 direito, pare o ressalto com a parte interna e volte a passar. 20 passes.",
          "O mesmo com o p\xE9 esquerdo. Depois receba com um p\xE9 e passe com o outro.",
          "Sequ\xEAncia: quantos passes seguidos em 1 minuto sem a bola fugir? O melhor de 3 tentativas.",
          "Mais dif\xEDcil: passe ao primeiro toque, ou fa\xE7a uma rece\xE7\xE3o orientada para o lado antes de passar."
        ]
      },
      coachingPoints: {
        en: [
          "Turn your passing foot out, toes up, ankle firm.",
          "Cushion the ball: let your foot give a little as it arrives.",
          "Count the passes of each foot \u2013 they should be equal."
        ],
        sv: [
          "Vrid ut passningsfoten, t\xE5rna upp, stadig fotled.",
          "D\xE4mpa bollen: l\xE5t foten ge efter lite n\xE4r bollen kommer.",
          "R\xE4kna passningarna f\xF6r varje fot \u2013 de ska vara lika m\xE5nga."
        ],
        fr: [
          "Pied de passe ouvert, pointe relev\xE9e, cheville bloqu\xE9e.",
          "Amortissez : laissez le pied reculer un peu \xE0 l\u2019arriv\xE9e du ballon.",
          "Comptez les passes de chaque pied : il en faut autant des deux c\xF4t\xE9s."
        ],
        pt: [
          "P\xE9 do passe virado para fora, ponta para cima, tornozelo firme.",
          "Amorte\xE7a a bola: deixe o p\xE9 recuar um pouco quando ela chega.",
          "Conte os passes de cada p\xE9 \u2013 devem ser os mesmos."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "wall", "cones"],
      videoUrl: null
    },
    {
      key: "b1-triangle-pass-and-move",
      title: {
        en: "Triangle pass and move",
        sv: "Passa och spring i triangeln",
        fr: "Le triangle passe et va",
        pt: "Passar e desmarcar no tri\xE2ngulo"
      },
      description: {
        en: "Three cones make a triangle: pass to your partner and run to the empty cone to get the ball back. You pass to a teammate and move straight away, just like in a match.",
        sv: "Tre koner bildar en triangel: passa din kompis och spring till den tomma konen f\xF6r att f\xE5 tillbaka bollen. Du passar en lagkompis och r\xF6r dig direkt, precis som i match.",
        fr: "Trois plots forment un triangle : passez \xE0 votre partenaire et courez vers le plot libre pour recevoir \xE0 nouveau. Vous passez et vous bougez aussit\xF4t, comme en match.",
        pt: "Tr\xEAs cones formam um tri\xE2ngulo: passe ao colega e corra para o cone livre para voltar a receber. Passa e desmarca-se logo, como num jogo."
      },
      steps: {
        en: [
          "Put three cones in a triangle, 6 steps apart. You stand at one cone with the ball, your parent at another.",
          "Pass to your parent, then run to the empty cone. Your parent passes to you there.",
          "Stop the ball, pass back and run on to the next empty cone. Keep going round for 1 minute, then change direction.",
          "Play 4 rounds of 1 minute and count your passes.",
          "Harder: receive with the foot further from the ball and turn towards the next cone with your first touch."
        ],
        sv: [
          "St\xE4ll tre koner i en triangel, 6 steg is\xE4r. Du st\xE5r vid en kon med bollen, din f\xF6r\xE4lder vid en annan.",
          "Passa din f\xF6r\xE4lder och spring sedan till den tomma konen. Din f\xF6r\xE4lder passar dig d\xE4r.",
          "Stoppa bollen, passa tillbaka och spring vidare till n\xE4sta tomma kon. Forts\xE4tt runt i 1 minut och byt sedan h\xE5ll.",
          "K\xF6r 4 omg\xE5ngar p\xE5 1 minut och r\xE4kna passningarna.",
          "Sv\xE5rare: ta emot med foten l\xE4ngst fr\xE5n bollen och v\xE4nd mot n\xE4sta kon redan i mottagningen."
        ],
        fr: [
          "Placez trois plots en triangle, \xE0 6 pas les uns des autres. Vous \xEAtes \xE0 un plot avec le ballon, votre parent \xE0 un autre.",
          "Passez \xE0 votre parent, puis courez vers le plot libre. Votre parent vous passe le ballon l\xE0-bas.",
          "Contr\xF4lez, repassez et repartez vers le plot libre suivant. Tournez ainsi pendant 1 minute, puis changez de sens.",
          "Jouez 4 manches d\u2019une minute et comptez vos passes.",
          "Plus dur : contr\xF4lez du pied le plus \xE9loign\xE9 du ballon et orientez votre contr\xF4le vers le plot suivant."
        ],
        pt: [
          "Ponha tr\xEAs cones em tri\xE2ngulo, a 6 passos uns dos outros. Voc\xEA fica num cone com a bola e o adulto noutro.",
          "Passe ao adulto e depois corra para o cone livre. O adulto passa-lhe a bola l\xE1.",
          "Pare a bola, devolva o passe e siga para o cone livre seguinte. Continue \xE0 volta durante 1 minuto e depois mude de sentido.",
          "Jogue 4 rondas de 1 minuto e conte os passes.",
          "Mais dif\xEDcil: receba com o p\xE9 mais afastado da bola e fa\xE7a uma rece\xE7\xE3o orientada para o pr\xF3ximo cone."
        ]
      },
      coachingPoints: {
        en: [
          "Pass, then go \u2013 don\u2019t stand and watch.",
          "Get to the cone before the ball and face your partner.",
          "Receive on the foot that is further from the pass."
        ],
        sv: [
          "Passa och g\xE5 \u2013 st\xE5 inte och titta.",
          "Var framme vid konen f\xF6re bollen och v\xE4nd dig mot din kompis.",
          "Ta emot med foten som \xE4r l\xE4ngst bort fr\xE5n passningen."
        ],
        fr: [
          "Passe et va : ne restez pas \xE0 regarder.",
          "Arrivez au plot avant le ballon, face \xE0 votre partenaire.",
          "Contr\xF4lez du pied le plus \xE9loign\xE9 de la passe."
        ],
        pt: [
          "Passe e v\xE1 \u2013 n\xE3o fique parado a ver.",
          "Chegue ao cone antes da bola, de frente para o colega.",
          "Receba com o p\xE9 mais afastado do passe."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-1v1-small-goals",
      title: {
        en: "1v1 to small goals",
        sv: "1 mot 1 p\xE5 sm\xE5 m\xE5l",
        fr: "1 contre 1 sur petits buts",
        pt: "1 contra 1 com balizas pequenas"
      },
      description: {
        en: "One against one with a parent or a friend, with a small goal each. You learn to take on a defender with courage and to win the ball back when you lose it.",
        sv: "En mot en med en f\xF6r\xE4lder eller kompis, med ett litet m\xE5l var. Du l\xE4r dig att modigt utmana en f\xF6rsvarare och att vinna tillbaka bollen n\xE4r du tappar den.",
        fr: "Un contre un avec un parent ou un copain, chacun son petit but. Vous apprenez \xE0 d\xE9fier un d\xE9fenseur avec courage et \xE0 r\xE9cup\xE9rer le ballon quand vous le perdez.",
        pt: "Um contra um com um adulto ou um amigo, cada um com a sua baliza pequena. Aprende a desafiar um defesa com coragem e a recuperar a bola quando a perde."
      },
      steps: {
        en: [
          "Mark a pitch of 12 by 8 steps with a small goal or a cone gate at each end.",
          "Your parent passes you the ball to start. Dribble past them and score. They defend at walking pace for younger players.",
          "Play games of 90 seconds with 1 minute of rest in between. Play 5 games.",
          "Bonus: a goal after a feint or a change of speed counts double.",
          "If you lose the ball and win it back within 5 seconds, you get a bonus point."
        ],
        sv: [
          "Markera en plan p\xE5 12 g\xE5nger 8 steg med ett litet m\xE5l eller en konport i varje \xE4nde.",
          "Din f\xF6r\xE4lder passar dig bollen f\xF6r att starta. Dribbla f\xF6rbi och g\xF6r m\xE5l. Med yngre spelare f\xF6rsvarar hen i g\xE5ngfart.",
          "Spela matcher p\xE5 90 sekunder med 1 minuts vila emellan. Spela 5 matcher.",
          "Bonus: ett m\xE5l efter en fint eller en tempov\xE4xling r\xE4knas dubbelt.",
          "Om du tappar bollen och vinner tillbaka den inom 5 sekunder f\xE5r du en bonuspo\xE4ng."
        ],
        fr: [
          "D\xE9limitez un terrain de 12 pas sur 8 avec un petit but ou une porte de plots \xE0 chaque bout.",
          "Votre parent vous passe le ballon pour commencer. \xC9liminez-le en dribble et marquez. Face aux plus jeunes, il d\xE9fend en marchant.",
          "Matchs de 90 secondes avec 1 minute de repos entre chaque. Jouez 5 matchs.",
          "Bonus : un but apr\xE8s une feinte ou un changement de rythme compte double.",
          "Si vous perdez le ballon et le r\xE9cup\xE9rez en moins de 5 secondes, vous gagnez un point bonus."
        ],
        pt: [
          "Marque um campo de 12 por 8 passos com uma baliza pequena ou uma porta de cones em cada ponta.",
          "O adulto passa-lhe a bola para come\xE7ar. Drible-o e marque. Com os mais novos, ele defende a andar.",
          "Jogos de 90 segundos com 1 minuto de descanso entre eles. Jogue 5 jogos.",
          "B\xF3nus: um golo depois de uma finta ou de uma mudan\xE7a de ritmo vale a dobrar.",
          "Se perder a bola e a recuperar em menos de 5 segundos, ganha um ponto de b\xF3nus."
        ]
      },
      coachingPoints: {
        en: [
          "Run at the defender, then change direction or speed to get past.",
          "Shield the ball with your body when the defender is close.",
          "Lost the ball? Chase it at once."
        ],
        sv: [
          "Dribbla rakt mot f\xF6rsvararen och byt sedan riktning eller fart f\xF6r att komma f\xF6rbi.",
          "Skydda bollen med kroppen n\xE4r f\xF6rsvararen \xE4r n\xE4ra.",
          "Tappat bollen? Jaga den direkt."
        ],
        fr: [
          "Foncez sur le d\xE9fenseur, puis changez de direction ou de rythme pour passer.",
          "Prot\xE9gez le ballon avec votre corps quand le d\xE9fenseur est pr\xE8s.",
          "Ballon perdu ? Courez le chercher tout de suite."
        ],
        pt: [
          "V\xE1 direto ao defesa e depois mude de dire\xE7\xE3o ou de ritmo para passar.",
          "Proteja a bola com o corpo quando o defesa estiver perto.",
          "Perdeu a bola? V\xE1 atr\xE1s dela logo."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "smallGoal", "partner"],
      videoUrl: null
    },
    {
      key: "b1-weak-foot-course",
      title: {
        en: "Weaker-foot course",
        sv: "Svaga fotens bana",
        fr: "Le parcours du pied faible",
        pt: "Percurso do p\xE9 mais fraco"
      },
      description: {
        en: "An obstacle course that you play only with your weaker foot: dribble, pass and shoot. Doing it often makes your weaker foot as confident as your stronger one.",
        sv: "En hinderbana som du bara f\xE5r spela med din svagare fot: dribbla, passa och skjut. G\xF6r du den ofta blir den svagare foten lika trygg som den starkare.",
        fr: "Un parcours d\u2019obstacles \xE0 faire uniquement du pied faible : conduite, passe et tir. En le r\xE9p\xE9tant souvent, votre pied faible devient aussi s\xFBr que votre pied fort.",
        pt: "Um percurso de obst\xE1culos feito s\xF3 com o p\xE9 mais fraco: conduzir, passar e rematar. Se o fizer muitas vezes, o p\xE9 mais fraco fica t\xE3o confiante como o mais forte."
      },
      steps: {
        en: [
          "Build a short course: 4 cones in a zigzag, then a gate two steps wide, then a small goal 8 steps after the gate.",
          "Dribble the zigzag using only your weaker foot \u2013 inside and outside.",
          "Pass through the gate with your weaker foot, run after the ball and shoot at goal with the same foot.",
          "Do 8 runs and count your goals. Then do 2 runs with your stronger foot and compare.",
          "Make it a habit: every day this week, 5 minutes of weaker foot only."
        ],
        sv: [
          "Bygg en kort bana: 4 koner i sicksack, sedan en port tv\xE5 steg bred, sedan ett litet m\xE5l 8 steg efter porten.",
          "Dribbla sicksacken med bara din svagare fot \u2013 insidan och utsidan.",
          "Passa genom porten med den svagare foten, spring efter bollen och skjut mot m\xE5l med samma fot.",
          "K\xF6r 8 g\xE5nger och r\xE4kna m\xE5len. K\xF6r sedan 2 g\xE5nger med den starkare foten och j\xE4mf\xF6r.",
          "G\xF6r det till en vana: varje dag den h\xE4r veckan, 5 minuter med bara den svagare foten."
        ],
        fr: [
          "Construisez un petit parcours : 4 plots en zigzag, puis une porte large de deux pas, puis un petit but 8 pas apr\xE8s la porte.",
          "Faites le zigzag en conduite de balle uniquement du pied faible \u2013 int\xE9rieur et ext\xE9rieur.",
          "Passez \xE0 travers la porte du pied faible, courez apr\xE8s le ballon et tirez au but du m\xEAme pied.",
          "Faites 8 passages et comptez vos buts. Puis 2 passages du pied fort pour comparer.",
          "Prenez l\u2019habitude : chaque jour de la semaine, 5 minutes uniquement du pied faible."
        ],
        pt: [
          "Monte um percurso curto: 4 cones em ziguezague, depois uma porta com dois passos de largura e depois uma baliza pequena 8 passos a seguir \xE0 porta.",
          "Fa\xE7a o ziguezague a conduzir a bola s\xF3 com o p\xE9 mais fraco \u2013 parte interna e externa.",
          "Passe pela porta com o p\xE9 mais fraco, corra atr\xE1s da bola e remate \xE0 baliza com o mesmo p\xE9.",
          "Fa\xE7a 8 percursos e conte os golos. Depois fa\xE7a 2 com o p\xE9 mais forte e compare.",
          "Crie o h\xE1bito: todos os dias desta semana, 5 minutos s\xF3 com o p\xE9 mais fraco."
        ]
      },
      coachingPoints: {
        en: [
          "Take your time: good touches first, speed later.",
          "Same technique as with your strong foot: standing foot next to the ball, eyes on the ball.",
          "Mistakes are part of learning \u2013 keep trying."
        ],
        sv: [
          "Ta din tid: bra tillslag f\xF6rst, fart sedan.",
          "Samma teknik som med den starka foten: st\xF6djefoten bredvid bollen, blicken p\xE5 bollen.",
          "Misstag h\xF6r till n\xE4r man l\xE4r sig \u2013 forts\xE4tt f\xF6rs\xF6ka."
        ],
        fr: [
          "Prenez votre temps : d\u2019abord de bonnes touches, la vitesse viendra ensuite.",
          "M\xEAme technique qu\u2019avec le pied fort : pied d\u2019appui \xE0 c\xF4t\xE9 du ballon, les yeux sur le ballon.",
          "Les erreurs font partie de l\u2019apprentissage : continuez d\u2019essayer."
        ],
        pt: [
          "Com calma: primeiro bons toques, a velocidade vem depois.",
          "A mesma t\xE9cnica do p\xE9 mais forte: p\xE9 de apoio ao lado da bola, olhos na bola.",
          "Os erros fazem parte da aprendizagem \u2013 continue a tentar."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "smallGoal"],
      videoUrl: null
    },
    {
      key: "b1-change-of-pace",
      title: {
        en: "Slow, slow, fast!",
        sv: "Sakta, sakta, snabbt!",
        fr: "Lent, lent, vite !",
        pt: "Devagar, devagar, depressa!"
      },
      description: {
        en: "You dribble slowly towards a defender and then explode past. A change of pace is the simplest way to beat a defender in a 1v1.",
        sv: "Du dribblar lugnt mot en f\xF6rsvarare och exploderar sedan f\xF6rbi. En tempov\xE4xling \xE4r det enklaste s\xE4ttet att g\xE5 f\xF6rbi en f\xF6rsvarare i 1 mot 1.",
        fr: "Vous avancez lentement vers un d\xE9fenseur, puis vous le passez en acc\xE9l\xE9rant d\u2019un coup. Le changement de rythme est la fa\xE7on la plus simple d\u2019\xE9liminer un d\xE9fenseur en 1 contre 1.",
        pt: "Voc\xEA conduz a bola devagar na dire\xE7\xE3o de um defesa e depois passa por ele a toda a velocidade. A mudan\xE7a de ritmo \xE9 a maneira mais simples de ultrapassar um defesa no 1 contra 1."
      },
      steps: {
        en: [
          "Put a cone \u201Cdefender\u201D 8 steps from the start and a finish gate 6 steps behind it.",
          "Dribble slowly towards the defender with small touches. One step before it, push the ball past it to the side and sprint to the finish gate.",
          "Do it 6 times past the left side and 6 times past the right. Sometimes use the outside of your foot for the push.",
          "Now your parent is the defender: first standing still, then walking towards you.",
          "Race: your parent starts next to the defender cone and chases you when you speed up. Can you reach the gate first?"
        ],
        sv: [
          "St\xE4ll en kon som \u201Df\xF6rsvarare\u201D 8 steg fr\xE5n start och en m\xE5lport 6 steg bakom den.",
          "Dribbla lugnt mot f\xF6rsvararen med sm\xE5 tillslag. Ett steg f\xF6re puttar du bollen f\xF6rbi den \xE5t sidan och spurtar till m\xE5lporten.",
          "G\xF6r det 6 g\xE5nger f\xF6rbi v\xE4nster sida och 6 g\xE5nger f\xF6rbi h\xF6ger. Anv\xE4nd ibland utsidan till putten.",
          "Nu \xE4r din f\xF6r\xE4lder f\xF6rsvarare: f\xF6rst stilla, sedan g\xE5ende mot dig.",
          "Race: din f\xF6r\xE4lder startar bredvid f\xF6rsvararkonen och jagar dig n\xE4r du \xF6kar. Hinner du f\xF6rst till porten?"
        ],
        fr: [
          "Placez un plot \xAB d\xE9fenseur \xBB \xE0 8 pas du d\xE9part et une porte d\u2019arriv\xE9e 6 pas derri\xE8re lui.",
          "Avancez lentement vers le d\xE9fenseur par petites touches. Un pas avant lui, poussez le ballon sur le c\xF4t\xE9 et sprintez jusqu\u2019\xE0 la porte.",
          "Faites-le 6 fois par la gauche et 6 fois par la droite. Poussez parfois de l\u2019ext\xE9rieur du pied.",
          "Maintenant, votre parent est le d\xE9fenseur : d\u2019abord immobile, puis en marchant vers vous.",
          "Course : votre parent part \xE0 c\xF4t\xE9 du plot d\xE9fenseur et vous poursuit d\xE8s que vous acc\xE9l\xE9rez. Arriverez-vous le premier \xE0 la porte ?"
        ],
        pt: [
          "Coloque um cone \xABdefesa\xBB a 8 passos da partida e uma porta de chegada 6 passos atr\xE1s dele.",
          "Conduza a bola devagar, com toques curtos, na dire\xE7\xE3o do defesa. Um passo antes, empurre a bola para o lado dele e sprinte at\xE9 \xE0 porta.",
          "Fa\xE7a 6 vezes pelo lado esquerdo e 6 pelo direito. \xC0s vezes use a parte externa do p\xE9 para empurrar.",
          "Agora o defesa \xE9 o adulto: primeiro parado, depois a andar na sua dire\xE7\xE3o.",
          "Corrida: o adulto come\xE7a ao lado do cone e persegue-o quando acelerar. Consegue chegar primeiro \xE0 porta?"
        ]
      },
      coachingPoints: {
        en: [
          "Slow makes the defender relax; fast takes you away.",
          "Push the ball far enough ahead to run onto it \u2013 but not too far.",
          "Head up just before you speed up."
        ],
        sv: [
          "L\xE5ngsamt f\xE5r f\xF6rsvararen att slappna av; snabbt tar dig d\xE4rifr\xE5n.",
          "Putta bollen tillr\xE4ckligt l\xE5ngt f\xF6r att springa ikapp den \u2013 men inte f\xF6r l\xE5ngt.",
          "Blicken upp precis innan du \xF6kar."
        ],
        fr: [
          "Lentement, le d\xE9fenseur se rel\xE2che ; vite, vous filez.",
          "Poussez le ballon assez loin pour courir dessus, mais pas trop.",
          "Levez la t\xEAte juste avant d\u2019acc\xE9l\xE9rer."
        ],
        pt: [
          "Devagar, o defesa relaxa; depressa, voc\xEA foge.",
          "Empurre a bola o suficiente para correr atr\xE1s dela \u2013 mas n\xE3o demasiado.",
          "Cabe\xE7a levantada mesmo antes de acelerar."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-feint-and-go",
      title: {
        en: "Fool the defender",
        sv: "Lura f\xF6rsvararen",
        fr: "Tromper le d\xE9fenseur",
        pt: "Enganar o defesa"
      },
      description: {
        en: "You learn two feints \u2013 the body feint and the step-over \u2013 and use them to get past a defender. Feints make you brave in a 1v1, because the defender has to guess.",
        sv: "Du l\xE4r dig tv\xE5 finter \u2013 kroppsfinten och \xF6verstegsfinten \u2013 och anv\xE4nder dem f\xF6r att ta dig f\xF6rbi en f\xF6rsvarare. Finter g\xF6r dig modig i 1 mot 1, eftersom f\xF6rsvararen m\xE5ste gissa.",
        fr: "Vous apprenez deux feintes \u2013 la feinte de corps et le passement de jambes \u2013 et vous les utilisez pour passer un d\xE9fenseur. Les feintes donnent du courage en 1 contre 1, car le d\xE9fenseur doit deviner.",
        pt: "Voc\xEA aprende duas fintas \u2013 a finta de corpo e a bicicleta \u2013 e usa-as para passar por um defesa. As fintas d\xE3o coragem no 1 contra 1, porque o defesa tem de adivinhar."
      },
      steps: {
        en: [
          "Put a cone as a defender 6 steps away. Walk through the body feint without a ball: lean to one side, then go the other way.",
          "Now with the ball: dribble to the cone, dip your shoulder to one side and take the ball away to the other side with the outside of your foot. 8 times each way.",
          "Step-over: swing your foot around the front of the ball, then take the ball the other way with your other foot. 8 times each way.",
          "Against your parent: they stand in a gate two steps wide. Fool them and dribble through. Count your successes out of 10.",
          "Give your favourite feint a name and try it in your next match."
        ],
        sv: [
          "St\xE4ll en kon som f\xF6rsvarare 6 steg bort. G\xE5 igenom kroppsfinten utan boll: luta dig \xE5t ena h\xE5llet och g\xE5 sedan \xE5t det andra.",
          "Nu med boll: dribbla fram till konen, f\xE4ll axeln \xE5t ena sidan och dra bollen \xE5t andra sidan med utsidan. 8 g\xE5nger \xE5t varje h\xE5ll.",
          "\xD6versteg: f\xF6r foten runt framf\xF6r bollen och ta sedan med bollen \xE5t andra h\xE5llet med den andra foten. 8 g\xE5nger \xE5t varje h\xE5ll.",
          "Mot din f\xF6r\xE4lder: hen st\xE5r i en port som \xE4r tv\xE5 steg bred. Lura hen och dribbla igenom. R\xE4kna hur m\xE5nga av 10 som lyckas.",
          "Ge din favoritfint ett namn och testa den i n\xE4sta match."
        ],
        fr: [
          "Placez un plot d\xE9fenseur \xE0 6 pas. D\xE9composez la feinte de corps sans ballon : penchez-vous d\u2019un c\xF4t\xE9, puis partez de l\u2019autre.",
          "Avec le ballon maintenant : conduisez jusqu\u2019au plot, faites pencher l\u2019\xE9paule d\u2019un c\xF4t\xE9 et emmenez le ballon de l\u2019autre c\xF4t\xE9 de l\u2019ext\xE9rieur du pied. 8 fois de chaque c\xF4t\xE9.",
          "Passement de jambes : passez le pied devant le ballon en l\u2019enroulant, puis partez de l\u2019autre c\xF4t\xE9 avec l\u2019autre pied. 8 fois de chaque c\xF4t\xE9.",
          "Contre votre parent : il se place dans une porte large de deux pas. Trompez-le et passez la porte. Comptez vos r\xE9ussites sur 10.",
          "Donnez un nom \xE0 votre feinte pr\xE9f\xE9r\xE9e et essayez-la au prochain match."
        ],
        pt: [
          "Ponha um cone como defesa a 6 passos. Fa\xE7a a finta de corpo devagar, sem bola: incline-se para um lado e depois saia para o outro.",
          "Agora com bola: conduza at\xE9 ao cone, baixe o ombro para um lado e leve a bola para o outro lado com a parte externa do p\xE9. 8 vezes para cada lado.",
          "Bicicleta: passe o p\xE9 \xE0 volta, pela frente da bola, e depois saia para o outro lado com o outro p\xE9. 8 vezes para cada lado.",
          "Contra o adulto: ele fica numa porta com dois passos de largura. Engane-o e passe pela porta. Conte quantas vezes consegue em 10.",
          "D\xEA um nome \xE0 sua finta preferida e experimente-a no pr\xF3ximo jogo."
        ]
      },
      coachingPoints: {
        en: [
          "Sell the feint: a big movement with your shoulders.",
          "Feint when you are close to the defender, about two steps away.",
          "After the feint, speed away from the defender."
        ],
        sv: [
          "S\xE4lj finten: en stor r\xF6relse med axlarna.",
          "Finta n\xE4r du \xE4r n\xE4ra f\xF6rsvararen, ungef\xE4r tv\xE5 steg ifr\xE5n.",
          "Efter finten drar du iv\xE4g i full fart bort fr\xE5n f\xF6rsvararen."
        ],
        fr: [
          "Rendez la feinte cr\xE9dible : un grand mouvement des \xE9paules.",
          "Feintez pr\xE8s du d\xE9fenseur, \xE0 environ deux pas.",
          "Apr\xE8s la feinte, acc\xE9l\xE9rez loin du d\xE9fenseur."
        ],
        pt: [
          "Venda a finta: um movimento grande com os ombros.",
          "Finte quando estiver perto do defesa, a uns dois passos.",
          "Depois da finta, acelere para longe do defesa."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-win-it-back",
      title: {
        en: "Win it back in 5 seconds",
        sv: "Vinn bollen p\xE5 5 sekunder",
        fr: "R\xE9cup\xE9rer en 5 secondes",
        pt: "Recuperar em 5 segundos"
      },
      description: {
        en: "When you lose the ball, you chase it straight away: in this game you have 5 seconds to win it back from your parent. Brave defending starts the moment the ball is lost.",
        sv: "N\xE4r du tappar bollen jagar du den direkt: i den h\xE4r leken har du 5 sekunder p\xE5 dig att vinna tillbaka den fr\xE5n din f\xF6r\xE4lder. Modigt f\xF6rsvarsspel b\xF6rjar i samma \xF6gonblick som bollen tappas.",
        fr: "Quand vous perdez le ballon, vous le poursuivez tout de suite : dans ce jeu, vous avez 5 secondes pour le reprendre \xE0 votre parent. D\xE9fendre avec courage commence \xE0 la seconde o\xF9 le ballon est perdu.",
        pt: "Quando perde a bola, vai logo atr\xE1s dela: neste jogo tem 5 segundos para a recuperar ao adulto. Defender com coragem come\xE7a no momento em que se perde a bola."
      },
      steps: {
        en: [
          "Mark an area of 10 by 10 steps. Your parent dribbles slowly; you are the defender.",
          "Get close, stand side-on and poke the ball away when it is far from their foot. Never dive in.",
          "Now play 1v1: when you lose the ball, your parent counts to 5 out loud. Win it back before 5 to score a point.",
          "Play 5 rounds of 1 minute and swap roles after each round.",
          "Harder: after winning the ball, dribble through a cone gate for 2 points."
        ],
        sv: [
          "Markera en yta p\xE5 10 g\xE5nger 10 steg. Din f\xF6r\xE4lder dribblar lugnt; du \xE4r f\xF6rsvarare.",
          "G\xE5 n\xE4ra, st\xE5 snett och peta bort bollen n\xE4r den \xE4r l\xE5ngt fr\xE5n hens fot. Kasta dig aldrig in.",
          "Spela nu 1 mot 1: n\xE4r du tappar bollen r\xE4knar din f\xF6r\xE4lder h\xF6gt till 5. Vinn tillbaka den f\xF6re 5 s\xE5 f\xE5r du en po\xE4ng.",
          "K\xF6r 5 omg\xE5ngar p\xE5 1 minut och byt roller efter varje omg\xE5ng.",
          "Sv\xE5rare: n\xE4r du har vunnit bollen dribblar du genom en konport f\xF6r 2 po\xE4ng."
        ],
        fr: [
          "D\xE9limitez une zone de 10 pas sur 10. Votre parent conduit le ballon lentement ; vous \xEAtes le d\xE9fenseur.",
          "Approchez-vous, placez-vous de profil et piquez le ballon quand il s\u2019\xE9loigne de son pied. Ne vous jetez jamais.",
          "Jouez maintenant \xE0 1 contre 1 : quand vous perdez le ballon, votre parent compte jusqu\u2019\xE0 5 \xE0 voix haute. R\xE9cup\xE9rez-le avant 5 pour marquer un point.",
          "Jouez 5 manches d\u2019une minute et \xE9changez les r\xF4les apr\xE8s chaque manche.",
          "Plus dur : apr\xE8s la r\xE9cup\xE9ration, passez une porte de plots en conduite de balle pour 2 points."
        ],
        pt: [
          "Marque uma zona de 10 por 10 passos. O adulto conduz a bola devagar; voc\xEA \xE9 o defesa.",
          "Aproxime-se, fique de lado e tire a bola com a ponta do p\xE9 quando ela estiver longe do p\xE9 dele. Nunca se atire ao ch\xE3o.",
          "Agora joguem 1 contra 1: quando perder a bola, o adulto conta at\xE9 5 em voz alta. Recupere-a antes do 5 para ganhar um ponto.",
          "Joguem 5 rondas de 1 minuto e troquem de pap\xE9is depois de cada ronda.",
          "Mais dif\xEDcil: depois de recuperar a bola, passe com ela por uma porta de cones para ganhar 2 pontos."
        ]
      },
      coachingPoints: {
        en: [
          "React at once: chase the ball the second you lose it.",
          "Get close, low and side-on, and watch the ball, not the feints.",
          "Poke the ball away when the attacker\u2019s touch is too big."
        ],
        sv: [
          "Reagera direkt: jaga bollen i samma sekund som du tappar den.",
          "G\xE5 n\xE4ra, l\xE5gt och snett, och titta p\xE5 bollen, inte p\xE5 finterna.",
          "Peta bort bollen n\xE4r anfallarens tillslag blir f\xF6r l\xE5ngt."
        ],
        fr: [
          "R\xE9agissez tout de suite : courez apr\xE8s le ballon d\xE8s que vous le perdez.",
          "Pr\xE8s, bas et de profil, et regardez le ballon, pas les feintes.",
          "Piquez le ballon quand l\u2019attaquant le pousse trop loin."
        ],
        pt: [
          "Reaja logo: v\xE1 atr\xE1s da bola no segundo em que a perde.",
          "Perto, baixo e de lado, e olhe para a bola, n\xE3o para as fintas.",
          "Tire a bola quando o atacante a deixar fugir do p\xE9."
        ]
      },
      durationMinutes: 15,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-pass-and-run-to-new-gate",
      title: {
        en: "Pass, move, new gate",
        sv: "Passa, r\xF6r dig, ny port",
        fr: "Passe, bouge, nouvelle porte",
        pt: "Passa, desmarca, nova porta"
      },
      description: {
        en: "You pass to your parent and run straight into a new gate to get the ball again. The pass is not the end of your job \u2013 it is the start of your next run.",
        sv: "Du passar din f\xF6r\xE4lder och springer direkt till en ny port f\xF6r att f\xE5 bollen igen. Passningen \xE4r inte slutet p\xE5 ditt jobb \u2013 den \xE4r b\xF6rjan p\xE5 din n\xE4sta l\xF6pning.",
        fr: "Vous passez \xE0 votre parent et filez aussit\xF4t vers une nouvelle porte pour recevoir \xE0 nouveau. La passe n\u2019est pas la fin de votre travail : c\u2019est le d\xE9but de votre prochain appel.",
        pt: "Voc\xEA passa ao adulto e corre logo para uma nova porta para voltar a receber a bola. O passe n\xE3o \xE9 o fim do seu trabalho \u2013 \xE9 o come\xE7o da pr\xF3xima desmarca\xE7\xE3o."
      },
      steps: {
        en: [
          "Make 4 gates of two cones at the corners of a square about 10 steps wide. Your parent stands in the middle; you start in a gate with the ball.",
          "Pass to your parent, then run to a different gate. When you are standing in it, shout \u201Cyes!\u201D and your parent passes to you.",
          "Receive with the inside of your foot, pass back and move to yet another gate. Keep going for 1 minute and count your passes.",
          "Play 4 rounds. Each round, take your first touch out to the side you want to go next.",
          "Harder: your parent blocks one gate by standing next to it \u2013 only the free gates count."
        ],
        sv: [
          "Bygg 4 portar av tv\xE5 koner i h\xF6rnen p\xE5 en kvadrat, ungef\xE4r 10 steg bred. Din f\xF6r\xE4lder st\xE5r i mitten; du startar i en port med bollen.",
          "Passa din f\xF6r\xE4lder och spring sedan till en annan port. N\xE4r du st\xE5r i den ropar du \u201Dja!\u201D och din f\xF6r\xE4lder passar dig.",
          "Ta emot med insidan, passa tillbaka och r\xF6r dig till \xE4nnu en port. H\xE5ll p\xE5 i 1 minut och r\xE4kna passningarna.",
          "K\xF6r 4 omg\xE5ngar. I varje omg\xE5ng styr du mottagningen \xE5t det h\xE5ll du ska springa h\xE4rn\xE4st.",
          "Sv\xE5rare: din f\xF6r\xE4lder st\xE4nger en port genom att st\xE4lla sig bredvid den \u2013 bara de fria portarna r\xE4knas."
        ],
        fr: [
          "Formez 4 portes de deux plots aux coins d\u2019un carr\xE9 d\u2019environ 10 pas de c\xF4t\xE9. Votre parent est au milieu ; vous partez d\u2019une porte avec le ballon.",
          "Passez \xE0 votre parent, puis courez vers une autre porte. Une fois dedans, criez \xAB oui ! \xBB et votre parent vous passe le ballon.",
          "Contr\xF4lez de l\u2019int\xE9rieur du pied, repassez et filez vers une autre porte encore. Continuez pendant 1 minute et comptez vos passes.",
          "Jouez 4 manches. \xC0 chaque manche, orientez votre contr\xF4le vers le c\xF4t\xE9 o\xF9 vous voulez aller ensuite.",
          "Plus dur : votre parent ferme une porte en se pla\xE7ant \xE0 c\xF4t\xE9 : seules les portes libres comptent."
        ],
        pt: [
          "Fa\xE7a 4 portas de dois cones nos cantos de um quadrado com cerca de 10 passos de lado. O adulto fica no meio; voc\xEA come\xE7a numa porta com a bola.",
          "Passe ao adulto e depois corra para outra porta. Quando estiver dentro dela, grite \xABsim!\xBB e o adulto passa-lhe a bola.",
          "Receba com a parte interna do p\xE9, devolva e desmarque-se para mais uma porta. Continue durante 1 minuto e conte os passes.",
          "Jogue 4 rondas. Em cada ronda, oriente a rece\xE7\xE3o para o lado para onde quer ir a seguir.",
          "Mais dif\xEDcil: o adulto fecha uma porta pondo-se ao lado dela \u2013 s\xF3 contam as portas livres."
        ]
      },
      coachingPoints: {
        en: [
          "Move straight after your pass.",
          "Arrive in the gate ready: body open, on your toes.",
          "Call for the ball so your teammate knows you are free."
        ],
        sv: [
          "R\xF6r dig direkt efter passningen.",
          "Kom till porten redo: \xF6ppen kropp, p\xE5 t\xE5.",
          "Ropa p\xE5 bollen s\xE5 att lagkompisen vet att du \xE4r fri."
        ],
        fr: [
          "Bougez aussit\xF4t apr\xE8s votre passe.",
          "Arrivez dans la porte pr\xEAt : corps ouvert, sur l\u2019avant des pieds.",
          "Appelez le ballon pour que votre partenaire sache que vous \xEAtes libre."
        ],
        pt: [
          "Desmarque-se logo depois do passe.",
          "Chegue \xE0 porta pronto: corpo aberto, na ponta dos p\xE9s.",
          "Pe\xE7a a bola para o colega saber que est\xE1 livre."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-corner-targets",
      title: { en: "Hit the corners", sv: "Tr\xE4ffa h\xF6rnen", fr: "Visez les coins", pt: "Acerta nos cantos" },
      description: {
        en: "You put targets in the corners of the goal and aim for them with the inside of your foot and with your laces. A shot placed in the corner scores more often than a hard shot at the keeper.",
        sv: "Du st\xE4ller m\xE5ltavlor i m\xE5lets h\xF6rn och siktar p\xE5 dem med insidan och med vristen. Ett skott i h\xF6rnet blir oftare m\xE5l \xE4n ett h\xE5rt skott p\xE5 m\xE5lvakten.",
        fr: "Vous placez des cibles dans les coins du but et vous les visez de l\u2019int\xE9rieur du pied et du cou-de-pied. Un tir plac\xE9 dans le coin finit plus souvent au fond qu\u2019une frappe puissante sur le gardien.",
        pt: "Voc\xEA p\xF5e alvos nos cantos da baliza e aponta para eles com a parte interna e com o peito do p\xE9. Um remate colocado no canto d\xE1 golo mais vezes do que um remate forte para o guarda-redes."
      },
      steps: {
        en: [
          "Put a cone or a bag inside each bottom corner of the goal as a target (older players can also hang bibs in the top corners). Line up balls 8 steps from goal.",
          "Placing: shoot with the inside of your foot into the bottom corners. 5 to each side.",
          "Power: shoot with your laces into the corners. 5 to each side, with each foot.",
          "Scoring: a target hit is worth 3 points, any other goal 1 point. Play 3 rounds and try to beat your score.",
          "Harder: your parent rolls the ball to you and you shoot first time."
        ],
        sv: [
          "St\xE4ll en kon eller en v\xE4ska i vardera nedre h\xF6rnet av m\xE5let som m\xE5ltavla (\xE4ldre spelare kan \xE4ven h\xE4nga v\xE4star i de \xF6vre h\xF6rnen). L\xE4gg bollar p\xE5 rad 8 steg fr\xE5n m\xE5l.",
          "Placering: skjut med insidan i de nedre h\xF6rnen. 5 \xE5t varje h\xE5ll.",
          "Kraft: skjut med vristen mot h\xF6rnen. 5 \xE5t varje h\xE5ll, med b\xE5da f\xF6tterna.",
          "Po\xE4ng: tr\xE4ff p\xE5 m\xE5ltavlan ger 3 po\xE4ng, annat m\xE5l 1 po\xE4ng. K\xF6r 3 omg\xE5ngar och f\xF6rs\xF6k sl\xE5 ditt rekord.",
          "Sv\xE5rare: din f\xF6r\xE4lder rullar bollen till dig och du skjuter direkt."
        ],
        fr: [
          "Placez un plot ou un sac dans chaque coin bas du but comme cible (les plus grands peuvent aussi accrocher des chasubles dans les coins hauts). Alignez des ballons \xE0 8 pas du but.",
          "Pr\xE9cision : frappez de l\u2019int\xE9rieur du pied dans les coins bas. 5 de chaque c\xF4t\xE9.",
          "Puissance : frappez du cou-de-pied vers les coins. 5 de chaque c\xF4t\xE9, de chaque pied.",
          "Points : une cible touch\xE9e vaut 3 points, un autre but 1 point. Jouez 3 s\xE9ries et battez votre score.",
          "Plus dur : votre parent vous fait rouler le ballon et vous frappez en une touche."
        ],
        pt: [
          "Ponha um cone ou um saco em cada canto de baixo da baliza como alvo (os mais velhos tamb\xE9m podem pendurar coletes nos cantos de cima). Alinhe bolas a 8 passos da baliza.",
          "Coloca\xE7\xE3o: remate com a parte interna do p\xE9 para os cantos de baixo. 5 para cada lado.",
          "For\xE7a: remate com o peito do p\xE9 para os cantos. 5 para cada lado, com cada p\xE9.",
          "Pontos: acertar no alvo vale 3 pontos, outro golo vale 1 ponto. Jogue 3 rondas e tente bater o seu recorde.",
          "Mais dif\xEDcil: o adulto rola-lhe a bola e voc\xEA remata ao primeiro toque."
        ]
      },
      coachingPoints: {
        en: [
          "Choose your corner before you shoot.",
          "Look at the target first, then keep your eyes on the ball as you strike.",
          "With your laces: toes down and body over the ball to keep the shot low."
        ],
        sv: [
          "V\xE4lj h\xF6rn innan du skjuter.",
          "Titta f\xF6rst p\xE5 m\xE5ltavlan och h\xE5ll sedan blicken p\xE5 bollen n\xE4r du skjuter.",
          "Med vristen: t\xE5rna ner och kroppen \xF6ver bollen s\xE5 att skottet blir l\xE5gt."
        ],
        fr: [
          "Choisissez votre coin avant de frapper.",
          "Regardez d\u2019abord la cible, puis gardez les yeux sur le ballon au moment de la frappe.",
          "Du cou-de-pied : pointe vers le bas et buste au-dessus du ballon pour un tir \xE0 ras de terre."
        ],
        pt: [
          "Escolha o canto antes de rematar.",
          "Olhe primeiro para o alvo e depois mantenha os olhos na bola no momento do remate.",
          "Com o peito do p\xE9: ponta para baixo e corpo por cima da bola para o remate sair rasteiro."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "goal", "cones", "bibs"],
      videoUrl: null
    },
    {
      key: "b1-angle-shooting",
      title: {
        en: "Shoot from every angle",
        sv: "Skjut fr\xE5n alla vinklar",
        fr: "Tirer sous tous les angles",
        pt: "Rematar de todos os \xE2ngulos"
      },
      description: {
        en: "You shoot from a half circle of cones around the goal, from the middle and from the sides. Strikers score from anywhere, so you practise the difficult angles too.",
        sv: "Du skjuter fr\xE5n en halvcirkel av koner runt m\xE5let, b\xE5de fr\xE5n mitten och fr\xE5n kanterna. Anfallare g\xF6r m\xE5l fr\xE5n alla l\xE4gen, s\xE5 du tr\xE4nar de sv\xE5ra vinklarna ocks\xE5.",
        fr: "Vous tirez depuis un demi-cercle de plots autour du but, dans l\u2019axe et depuis les c\xF4t\xE9s. Un attaquant marque de partout : vous travaillez donc aussi les angles difficiles.",
        pt: "Voc\xEA remata a partir de um semic\xEDrculo de cones \xE0 volta da baliza, do meio e das laterais. Um avan\xE7ado marca de qualquer s\xEDtio, por isso treina tamb\xE9m os \xE2ngulos dif\xEDceis."
      },
      steps: {
        en: [
          "Put 5 cones in a half circle 8 steps from goal: far left, left, middle, right, far right. Put a ball by each cone.",
          "Shoot from each cone, one after the other. From the sides, aim for the far corner.",
          "Collect the balls and play 4 rounds. Count your goals from each cone.",
          "Rounds 3 and 4: shoot with your left foot from the left side and your right foot from the right side.",
          "Harder: take a first touch inwards towards the middle before you shoot."
        ],
        sv: [
          "St\xE4ll 5 koner i en halvcirkel 8 steg fr\xE5n m\xE5l: l\xE4ngst till v\xE4nster, v\xE4nster, mitten, h\xF6ger, l\xE4ngst till h\xF6ger. L\xE4gg en boll vid varje kon.",
          "Skjut fr\xE5n varje kon, en efter en. Fr\xE5n kanterna siktar du p\xE5 bortre h\xF6rnet.",
          "Samla bollarna och k\xF6r 4 omg\xE5ngar. R\xE4kna dina m\xE5l fr\xE5n varje kon.",
          "Omg\xE5ng 3 och 4: skjut med v\xE4nster fot fr\xE5n v\xE4nster sida och med h\xF6ger fot fr\xE5n h\xF6ger sida.",
          "Sv\xE5rare: ta ett f\xF6rsta tillslag in\xE5t mot mitten innan du skjuter."
        ],
        fr: [
          "Placez 5 plots en demi-cercle \xE0 8 pas du but : tout \xE0 gauche, \xE0 gauche, au centre, \xE0 droite, tout \xE0 droite. Un ballon \xE0 chaque plot.",
          "Tirez depuis chaque plot, l\u2019un apr\xE8s l\u2019autre. Depuis les c\xF4t\xE9s, visez le petit filet oppos\xE9.",
          "Ramassez les ballons et jouez 4 s\xE9ries. Comptez vos buts depuis chaque plot.",
          "S\xE9ries 3 et 4 : pied gauche depuis le c\xF4t\xE9 gauche, pied droit depuis le c\xF4t\xE9 droit.",
          "Plus dur : faites un premier contr\xF4le orient\xE9 vers l\u2019axe avant de tirer."
        ],
        pt: [
          "Ponha 5 cones em semic\xEDrculo a 8 passos da baliza: bem \xE0 esquerda, esquerda, meio, direita, bem \xE0 direita. Uma bola junto a cada cone.",
          "Remate de cada cone, um a seguir ao outro. Das laterais, aponte para o segundo poste.",
          "Apanhe as bolas e jogue 4 rondas. Conte os golos de cada cone.",
          "Rondas 3 e 4: p\xE9 esquerdo do lado esquerdo e p\xE9 direito do lado direito.",
          "Mais dif\xEDcil: fa\xE7a uma rece\xE7\xE3o orientada para o meio antes de rematar."
        ]
      },
      coachingPoints: {
        en: [
          "From the side, aim for the far post: the ball can still go in off the keeper.",
          "Open your body towards the goal before you strike.",
          "Keep the shot low."
        ],
        sv: [
          "Fr\xE5n sidan siktar du p\xE5 bortre stolpen: bollen kan g\xE5 in via m\xE5lvakten.",
          "\xD6ppna kroppen mot m\xE5let innan du skjuter.",
          "H\xE5ll skottet l\xE5gt."
        ],
        fr: [
          "Depuis le c\xF4t\xE9, visez le second poteau : le ballon peut encore rentrer apr\xE8s un arr\xEAt du gardien.",
          "Ouvrez votre corps vers le but avant de frapper.",
          "Gardez le tir \xE0 ras de terre."
        ],
        pt: [
          "Da lateral, aponte ao segundo poste: a bola ainda pode entrar depois de tocar no guarda-redes.",
          "Abra o corpo para a baliza antes de rematar.",
          "Mantenha o remate rasteiro."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "goal", "cones"],
      videoUrl: null
    },
    {
      key: "b1-dribble-and-shoot",
      title: {
        en: "Dribble, turn and shoot",
        sv: "Dribbla, v\xE4nd och skjut",
        fr: "Dribble, demi-tour et tir",
        pt: "Driblar, virar e rematar"
      },
      description: {
        en: "You dribble fast at goal, get past a cone defender or turn away from it, and finish. Real match moments: many goals come straight after a dribble or a turn.",
        sv: "Du dribblar snabbt mot m\xE5l, tar dig f\xF6rbi en konf\xF6rsvarare eller v\xE4nder bort fr\xE5n den, och avslutar. Riktiga matchl\xE4gen: m\xE5nga m\xE5l kommer direkt efter en dribbling eller en v\xE4ndning.",
        fr: "Vous foncez vers le but en conduite de balle, vous \xE9liminez un plot d\xE9fenseur ou vous pivotez, et vous concluez. De vraies situations de match : beaucoup de buts arrivent juste apr\xE8s un dribble ou un demi-tour.",
        pt: "Voc\xEA conduz a bola depressa para a baliza, passa por um cone defesa ou vira-se para fugir dele, e finaliza. Situa\xE7\xF5es reais de jogo: muitos golos surgem logo a seguir a um drible ou a uma viragem."
      },
      steps: {
        en: [
          "Set up a goal, a cone defender 10 steps out and a start cone 20 steps out. Mark a shooting line with two cones 6 steps from goal.",
          "Dribble at speed, get past the cone with a change of direction and shoot before you reach the shooting line.",
          "Turn and shoot: stand at the cone with your back to goal. Your parent passes to you; turn with the inside of your foot and shoot.",
          "Do 10 of each, using both feet.",
          "Harder: your parent chases you from behind \u2013 shoot before they catch you."
        ],
        sv: [
          "St\xE4ll upp ett m\xE5l, en konf\xF6rsvarare 10 steg ut och en startkon 20 steg ut. Markera en skottlinje med tv\xE5 koner 6 steg fr\xE5n m\xE5l.",
          "Dribbla i fart, ta dig f\xF6rbi konen med en riktningsf\xF6r\xE4ndring och skjut innan du n\xE5r skottlinjen.",
          "V\xE4nd och skjut: st\xE5 vid konen med ryggen mot m\xE5l. Din f\xF6r\xE4lder passar dig; v\xE4nd med insidan och skjut.",
          "G\xF6r 10 av varje, med b\xE5da f\xF6tterna.",
          "Sv\xE5rare: din f\xF6r\xE4lder jagar dig bakifr\xE5n \u2013 skjut innan hen hinner ikapp."
        ],
        fr: [
          "Installez un but, un plot d\xE9fenseur \xE0 10 pas et un plot de d\xE9part \xE0 20 pas. Marquez une ligne de tir avec deux plots \xE0 6 pas du but.",
          "Conduisez vite, \xE9liminez le plot par un changement de direction et tirez avant la ligne de tir.",
          "Demi-tour et tir : placez-vous au plot, dos au but. Votre parent vous passe le ballon ; pivotez de l\u2019int\xE9rieur du pied et tirez.",
          "Faites-en 10 de chaque, des deux pieds.",
          "Plus dur : votre parent vous poursuit par derri\xE8re \u2013 tirez avant qu\u2019il vous rattrape."
        ],
        pt: [
          "Monte uma baliza, um cone defesa a 10 passos e um cone de partida a 20 passos. Marque uma linha de remate com dois cones a 6 passos da baliza.",
          "Conduza em velocidade, passe pelo cone com uma mudan\xE7a de dire\xE7\xE3o e remate antes de chegar \xE0 linha de remate.",
          "Virar e rematar: fique junto ao cone, de costas para a baliza. O adulto passa-lhe a bola; vire com a parte interna do p\xE9 e remate.",
          "Fa\xE7a 10 de cada, com os dois p\xE9s.",
          "Mais dif\xEDcil: o adulto persegue-o por tr\xE1s \u2013 remate antes que ele o apanhe."
        ]
      },
      coachingPoints: {
        en: [
          "Your last touch sets the ball up in front of your shooting foot.",
          "Take a quick look at the goal before you shoot.",
          "Shoot early: defenders don\u2019t wait."
        ],
        sv: [
          "Sista tillslaget l\xE4gger bollen till r\xE4tta framf\xF6r skottfoten.",
          "Ta en snabb titt p\xE5 m\xE5let innan du skjuter.",
          "Skjut tidigt: f\xF6rsvarare v\xE4ntar inte."
        ],
        fr: [
          "La derni\xE8re touche place le ballon devant votre pied de frappe.",
          "Un rapide coup d\u2019\u0153il au but avant de tirer.",
          "Tirez vite : les d\xE9fenseurs n\u2019attendent pas."
        ],
        pt: [
          "O \xFAltimo toque deixa a bola \xE0 frente do p\xE9 que vai rematar.",
          "D\xEA uma olhadela r\xE1pida \xE0 baliza antes de rematar.",
          "Remate cedo: os defesas n\xE3o esperam."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b1-defend-the-goal",
      title: { en: "Guard the goal", sv: "Vakta m\xE5let", fr: "Prot\xE9ger son but", pt: "Guardar a baliza" },
      description: {
        en: "You learn to defend like a team player: stay between the ball and your goal, slow the attacker down and steal the ball. In 5v5 everyone defends, not only the goalkeeper.",
        sv: "Du l\xE4r dig att f\xF6rsvara som en lagspelare: st\xE5 mellan bollen och ditt m\xE5l, bromsa anfallaren och ta bollen. I 5 mot 5 f\xF6rsvarar alla, inte bara m\xE5lvakten.",
        fr: "Vous apprenez \xE0 d\xE9fendre comme un joueur d\u2019\xE9quipe : rester entre le ballon et votre but, freiner l\u2019attaquant et lui prendre le ballon. \xC0 5 contre 5, tout le monde d\xE9fend, pas seulement le gardien.",
        pt: "Voc\xEA aprende a defender como um jogador de equipa: ficar entre a bola e a sua baliza, travar o atacante e roubar-lhe a bola. No 5 contra 5 todos defendem, n\xE3o s\xF3 o guarda-redes."
      },
      steps: {
        en: [
          "Mark a pitch of 12 by 8 steps with a small goal behind you. Your parent attacks with the ball from the other end.",
          "Shadow defending: move backwards in front of your parent, staying between the ball and the goal. No tackles yet \u2013 3 runs.",
          "Now try to win the ball: stay on your toes, side-on, and poke it away when it gets too far from their foot.",
          "Play 6 attacks. A stop or a steal is a point for you, a goal a point for your parent. Then swap roles.",
          "2v2 version with a friend or sibling: one of you goes to the ball, the other stays back to help."
        ],
        sv: [
          "Markera en plan p\xE5 12 g\xE5nger 8 steg med ett litet m\xE5l bakom dig. Din f\xF6r\xE4lder anfaller med bollen fr\xE5n andra \xE4nden.",
          "Skuggf\xF6rsvar: backa framf\xF6r din f\xF6r\xE4lder och h\xE5ll dig mellan bollen och m\xE5let. Inga tacklingar \xE4n \u2013 3 g\xE5nger.",
          "F\xF6rs\xF6k nu vinna bollen: st\xE5 p\xE5 t\xE5, snett, och peta bort den n\xE4r den kommer f\xF6r l\xE5ngt fr\xE5n hens fot.",
          "K\xF6r 6 anfall. Ett stopp eller en bollvinst \xE4r en po\xE4ng till dig, ett m\xE5l en po\xE4ng till din f\xF6r\xE4lder. Byt sedan roller.",
          "2 mot 2 med en kompis eller ett syskon: en av er g\xE5r p\xE5 bollen, den andra stannar bakom och hj\xE4lper."
        ],
        fr: [
          "D\xE9limitez un terrain de 12 pas sur 8 avec un petit but derri\xE8re vous. Votre parent attaque avec le ballon depuis l\u2019autre bout.",
          "D\xE9fense en miroir : reculez face \xE0 votre parent en restant entre le ballon et le but. Pas encore de tacle \u2013 3 passages.",
          "Essayez maintenant de r\xE9cup\xE9rer le ballon : sur l\u2019avant des pieds, de profil, piquez-le quand il s\u2019\xE9loigne trop de son pied.",
          "Jouez 6 attaques. Un arr\xEAt ou une r\xE9cup\xE9ration vaut un point pour vous, un but un point pour votre parent. Puis \xE9changez les r\xF4les.",
          "Version 2 contre 2 avec un copain, un fr\xE8re ou une s\u0153ur : l\u2019un va au ballon, l\u2019autre reste derri\xE8re pour couvrir."
        ],
        pt: [
          "Marque um campo de 12 por 8 passos com uma baliza pequena atr\xE1s de si. O adulto ataca com a bola a partir da outra ponta.",
          "Defesa em espelho: recue \xE0 frente do adulto, sempre entre a bola e a baliza. Ainda sem desarmes \u2013 3 vezes.",
          "Agora tente ganhar a bola: na ponta dos p\xE9s, de lado, tire-a quando ela se afastar demasiado do p\xE9 dele.",
          "Jogue 6 ataques. Travar ou roubar a bola vale um ponto para si, um golo vale um ponto para o adulto. Depois troquem de pap\xE9is.",
          "Vers\xE3o 2 contra 2 com um amigo ou irm\xE3o: um vai \xE0 bola, o outro fica atr\xE1s para ajudar."
        ]
      },
      coachingPoints: {
        en: [
          "Ball \u2013 you \u2013 goal: always in one line.",
          "Don\u2019t dive in: be patient and wait for a heavy touch.",
          "Talk to your teammate: say who goes to the ball."
        ],
        sv: [
          "Boll \u2013 du \u2013 m\xE5l: alltid p\xE5 en linje.",
          "Kasta dig inte in: var t\xE5lmodig och v\xE4nta p\xE5 ett f\xF6r l\xE5ngt tillslag.",
          "Prata med din lagkompis: s\xE4g vem som g\xE5r p\xE5 bollen."
        ],
        fr: [
          "Ballon \u2013 vous \u2013 but : toujours sur la m\xEAme ligne.",
          "Ne vous jetez pas : soyez patient et attendez une touche trop longue.",
          "Parlez \xE0 votre partenaire : dites qui va au ballon."
        ],
        pt: [
          "Bola \u2013 voc\xEA \u2013 baliza: sempre na mesma linha.",
          "N\xE3o se atire: tenha paci\xEAncia e espere por um toque mais longo.",
          "Fale com o colega: diga quem vai \xE0 bola."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "smallGoal", "partner"],
      videoUrl: null
    },
    {
      key: "b1-switch-the-goal",
      title: {
        en: "Find the free goal",
        sv: "Hitta det fria m\xE5let",
        fr: "Trouver le but libre",
        pt: "Encontra a baliza livre"
      },
      description: {
        en: "You attack two goals while your parent blocks one, so you have to see which goal is free and switch to it. You learn to look up and attack where the space is, as a team does in 5v5.",
        sv: "Du anfaller tv\xE5 m\xE5l medan din f\xF6r\xE4lder st\xE4nger det ena, s\xE5 du m\xE5ste se vilket m\xE5l som \xE4r fritt och byta dit. Du l\xE4r dig att titta upp och anfalla d\xE4r ytan finns, som ett lag g\xF6r i 5 mot 5.",
        fr: "Vous attaquez deux buts pendant que votre parent en ferme un : vous devez voir lequel est libre et renverser le jeu vers lui. Vous apprenez \xE0 lever la t\xEAte et \xE0 attaquer l\xE0 o\xF9 il y a de l\u2019espace, comme une \xE9quipe \xE0 5 contre 5.",
        pt: "Voc\xEA ataca duas balizas enquanto o adulto tapa uma, por isso tem de ver qual est\xE1 livre e mudar para ela. Aprende a levantar a cabe\xE7a e a atacar onde h\xE1 espa\xE7o, como uma equipa no 5 contra 5."
      },
      steps: {
        en: [
          "Put two small goals (or cone gates) 10 steps apart on one line, and a start cone 12 steps in front of them.",
          "Dribble towards the goals. Your parent stands between them and steps in front of one. Dribble to the free goal and score.",
          "Play 10 attacks. Then your parent moves later and later, so you must decide faster.",
          "With a friend: your friend waits near the goals. Pass to them when they are closer to the free goal, and they finish.",
          "Count your goals and try to beat your record next time."
        ],
        sv: [
          "St\xE4ll tv\xE5 sm\xE5 m\xE5l (eller konportar) 10 steg is\xE4r p\xE5 en linje, och en startkon 12 steg framf\xF6r dem.",
          "Dribbla mot m\xE5len. Din f\xF6r\xE4lder st\xE5r mellan dem och kliver fram framf\xF6r det ena. Dribbla till det fria m\xE5let och g\xF6r m\xE5l.",
          "K\xF6r 10 anfall. Sedan r\xF6r sig din f\xF6r\xE4lder senare och senare, s\xE5 att du m\xE5ste best\xE4mma dig snabbare.",
          "Med en kompis: kompisen v\xE4ntar n\xE4ra m\xE5len. Passa hen n\xE4r hen st\xE5r n\xE4rmare det fria m\xE5let, och hen avslutar.",
          "R\xE4kna dina m\xE5l och f\xF6rs\xF6k sl\xE5 rekordet n\xE4sta g\xE5ng."
        ],
        fr: [
          "Placez deux petits buts (ou portes de plots) \xE0 10 pas l\u2019un de l\u2019autre sur une m\xEAme ligne, et un plot de d\xE9part 12 pas devant.",
          "Conduisez le ballon vers les buts. Votre parent se place entre les deux et se met devant l\u2019un d\u2019eux. Filez vers le but libre et marquez.",
          "Jouez 10 attaques. Puis votre parent bouge de plus en plus tard, et vous devez d\xE9cider plus vite.",
          "Avec un copain : il attend pr\xE8s des buts. Passez-lui le ballon quand il est plus pr\xE8s du but libre, et il conclut.",
          "Comptez vos buts et essayez de battre votre record la prochaine fois."
        ],
        pt: [
          "Ponha duas balizas pequenas (ou portas de cones) a 10 passos uma da outra na mesma linha, e um cone de partida 12 passos \xE0 frente.",
          "Conduza a bola para as balizas. O adulto fica entre as duas e p\xF5e-se \xE0 frente de uma. V\xE1 para a baliza livre e marque.",
          "Jogue 10 ataques. Depois o adulto mexe-se cada vez mais tarde, e voc\xEA tem de decidir mais depressa.",
          "Com um amigo: ele espera perto das balizas. Passe-lhe a bola quando ele estiver mais perto da baliza livre, e ele finaliza.",
          "Conte os golos e tente bater o seu recorde da pr\xF3xima vez."
        ]
      },
      coachingPoints: {
        en: [
          "Look up early: where is the space?",
          "Switch quickly with a big touch or a pass.",
          "Attack the free goal at speed."
        ],
        sv: [
          "Titta upp tidigt: var finns ytan?",
          "Byt snabbt med ett l\xE5ngt tillslag eller en passning.",
          "Anfall det fria m\xE5let i full fart."
        ],
        fr: [
          "Levez la t\xEAte t\xF4t : o\xF9 est l\u2019espace ?",
          "Changez vite de c\xF4t\xE9 avec une grande touche ou une passe.",
          "Attaquez le but libre \xE0 pleine vitesse."
        ],
        pt: [
          "Levante a cabe\xE7a cedo: onde est\xE1 o espa\xE7o?",
          "Mude depressa com um toque longo ou um passe.",
          "Ataque a baliza livre em velocidade."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "smallGoal", "partner"],
      videoUrl: null
    }
  ],
  phaseSessions: {
    "u7-me-and-my-ball": [
      "b1-toe-tap-countdown",
      "b1-ball-freeze",
      "b1-treasure-hunt-dribble",
      "b1-traffic-lights"
    ],
    "u7-dribble-and-dodge": ["b1-gate-explorer", "b1-copycat-turns", "b1-shark-tail-tag"],
    "u7-kick-and-score": [
      "b1-skittles-bowling",
      "b1-pass-through-gate",
      "b1-first-shots-small-goal",
      "b1-parent-keeper-shootout"
    ],
    "u7-play-together": ["b1-family-mini-match", "b1-tag-team-score", "b1-world-cup-rounds"],
    "u8-close-control-and-turns": ["b1-ball-mastery-routine", "b1-copycat-turns", "b1-turn-challenge"],
    "u8-running-with-the-ball": [
      "b1-traffic-lights",
      "b1-slalom-race",
      "b1-gate-explorer",
      "b1-head-up-numbers"
    ],
    "u8-passing-to-a-teammate": [
      "b1-skittles-bowling",
      "b1-pass-through-gate",
      "b1-wall-pass-rally",
      "b1-triangle-pass-and-move"
    ],
    "u8-mini-matches": ["b1-1v1-small-goals", "b1-tag-team-score", "b1-family-mini-match"],
    "u9-both-feet": [
      "b1-toe-tap-countdown",
      "b1-ball-mastery-routine",
      "b1-weak-foot-course",
      "b1-wall-pass-rally"
    ],
    "u9-brave-in-1v1": ["b1-change-of-pace", "b1-feint-and-go", "b1-1v1-small-goals", "b1-win-it-back"],
    "u9-pass-and-move": ["b1-pass-and-run-to-new-gate", "b1-triangle-pass-and-move", "b1-tag-team-score"],
    "u9-shooting-for-goal": [
      "b1-corner-targets",
      "b1-angle-shooting",
      "b1-dribble-and-shoot",
      "b1-parent-keeper-shootout"
    ],
    "u9-playing-5v5": [
      "b1-head-up-numbers",
      "b1-defend-the-goal",
      "b1-switch-the-goal",
      "b1-family-mini-match"
    ]
  }
};

// apps/server/src/db/content/sessions/b2.ts
var BAND_B2 = {
  sessions: [
    {
      key: "b2-wall-receive-both-feet",
      title: {
        en: "Wall control, both feet",
        sv: "V\xE4ggmottagning med b\xE5da f\xF6tterna",
        fr: "Contr\xF4les contre le mur des deux pieds",
        pt: "Rece\xE7\xE3o na parede com os dois p\xE9s"
      },
      description: {
        en: "Pass against a wall and control the rebound with the inside of either foot. A clean first touch on the ground gives you time for the next action.",
        sv: "Passa mot en v\xE4gg och ta emot returen med insidan p\xE5 b\xE5da f\xF6tterna. En ren mottagning l\xE4ngs marken ger dig tid till n\xE4sta aktion.",
        fr: "Passez contre un mur et contr\xF4lez le ballon qui revient de l\u2019int\xE9rieur des deux pieds. Un premier contr\xF4le propre au sol vous donne du temps pour l\u2019action suivante.",
        pt: "Passe contra uma parede e receba a bola que volta com a parte interna dos dois p\xE9s. Uma rece\xE7\xE3o limpa, rasteira, d\xE1-lhe tempo para a a\xE7\xE3o seguinte."
      },
      steps: {
        en: [
          "Stand 5 m from a wall. Put a cone on each side of you, 2 m apart, as a small gate.",
          "Pass with your right inside foot and stop the rebound with your left inside foot. Then swap: pass left, control right. 20 passes.",
          "Control the ball so it stops half a step in front of you, ready to pass again. Count your clean touches out of 20.",
          "Move back to 8 m and pass harder. Do 3 rounds of 20 and try to beat your score each round.",
          "Progression: control with the sole and the outside of the foot too, 10 passes each."
        ],
        sv: [
          "St\xE4ll dig 5 m fr\xE5n en v\xE4gg. L\xE4gg en kon p\xE5 var sida om dig, 2 m is\xE4r, som en liten port.",
          "Passa med h\xF6ger insida och stoppa returen med v\xE4nster insida. Byt sedan: passa med v\xE4nster, ta emot med h\xF6ger. 20 passningar.",
          "Ta emot s\xE5 att bollen stannar ett halvt steg framf\xF6r dig, redo f\xF6r n\xE4sta passning. R\xE4kna dina rena mottagningar av 20.",
          "G\xE5 bak till 8 m och passa h\xE5rdare. K\xF6r 3 omg\xE5ngar \xE0 20 och f\xF6rs\xF6k sl\xE5 ditt rekord varje omg\xE5ng.",
          "Utveckling: ta emot med sulan och med utsidan ocks\xE5, 10 passningar var."
        ],
        fr: [
          "Placez-vous \xE0 5 m d\u2019un mur. Posez un plot de chaque c\xF4t\xE9 de vous, \xE0 2 m l\u2019un de l\u2019autre, comme une petite porte.",
          "Passez de l\u2019int\xE9rieur du pied droit et contr\xF4lez le retour de l\u2019int\xE9rieur du pied gauche. Puis inversez : passe du gauche, contr\xF4le du droit. 20 passes.",
          "Contr\xF4lez pour que le ballon s\u2019arr\xEAte \xE0 un demi-pas devant vous, pr\xEAt pour la passe suivante. Comptez vos contr\xF4les propres sur 20.",
          "Reculez \xE0 8 m et passez plus fort. Faites 3 s\xE9ries de 20 et essayez de battre votre score \xE0 chaque s\xE9rie.",
          "Progression : contr\xF4lez aussi de la semelle et de l\u2019ext\xE9rieur du pied, 10 passes chacun."
        ],
        pt: [
          "Coloque-se a 5 m de uma parede. Ponha um cone de cada lado, a 2 m um do outro, como uma pequena porta.",
          "Passe com a parte interna do p\xE9 direito e pare a bola com a parte interna do p\xE9 esquerdo. Depois troque: passe com o esquerdo, receba com o direito. 20 passes.",
          "Receba de forma que a bola pare meio passo \xE0 sua frente, pronta para o passe seguinte. Conte as rece\xE7\xF5es limpas em 20.",
          "Recue para 8 m e passe com mais for\xE7a. Fa\xE7a 3 s\xE9ries de 20 e tente bater o seu recorde em cada s\xE9rie.",
          "Progress\xE3o: receba tamb\xE9m com a sola e com a parte externa do p\xE9, 10 passes de cada."
        ]
      },
      coachingPoints: {
        en: [
          "Move your feet into the line of the ball before it arrives.",
          "Keep the receiving foot relaxed and let it give a little on contact, like catching an egg.",
          "Watch the ball until it touches your foot, then look up."
        ],
        sv: [
          "Flytta f\xF6tterna in i bollens linje innan den kommer.",
          "H\xE5ll mottagarfoten mjuk och l\xE5t den ge efter lite vid kontakten, som n\xE4r du f\xE5ngar ett \xE4gg.",
          "Titta p\xE5 bollen tills den n\xE5r foten, titta sedan upp."
        ],
        fr: [
          "D\xE9placez vos appuis dans la trajectoire du ballon avant qu\u2019il n\u2019arrive.",
          "Gardez le pied de contr\xF4le souple et amortissez au contact, comme pour attraper un \u0153uf.",
          "Regardez le ballon jusqu\u2019au contact, puis levez la t\xEAte."
        ],
        pt: [
          "Mexa os p\xE9s para se colocar na linha da bola antes de ela chegar.",
          "Mantenha o p\xE9 que recebe descontra\xEDdo e amorte\xE7a no contacto, como se apanhasse um ovo.",
          "Olhe para a bola at\xE9 ao contacto e depois levante a cabe\xE7a."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "wall", "cones"],
      videoUrl: null
    },
    {
      key: "b2-air-ball-cushion",
      title: {
        en: "Taming high balls",
        sv: "T\xE4mj h\xF6ga bollar",
        fr: "Apprivoiser les ballons a\xE9riens",
        pt: "Domar bolas altas"
      },
      description: {
        en: "Your partner throws the ball up and you bring it down with your foot, thigh and chest. Soft control of high balls keeps possession when the ball bounces in a match.",
        sv: "Din partner kastar upp bollen och du tar ner den med foten, l\xE5ret och br\xF6stet. En mjuk mottagning av h\xF6ga bollar g\xF6r att ni beh\xE5ller bollen n\xE4r den studsar i match.",
        fr: "Votre partenaire lance le ballon en l\u2019air et vous l\u2019amortissez du pied, de la cuisse et de la poitrine. Un contr\xF4le souple des ballons hauts permet de garder le ballon quand il rebondit en match.",
        pt: "O seu parceiro lan\xE7a a bola ao ar e voc\xEA amortece-a com o p\xE9, a coxa e o peito. Uma rece\xE7\xE3o suave das bolas altas ajuda a manter a posse quando a bola salta no jogo."
      },
      steps: {
        en: [
          "Stand 4 m from your partner. They throw the ball underarm so it drops at your feet.",
          "Cushion it with the top of your foot (the laces) so it lands dead in front of you, then pass it back. 10 with each foot.",
          "Next, 10 throws to your thigh and 10 to your chest: let your body give a little so the ball drops to the ground.",
          "Progression: after the control, take one touch to the side through a 2 m cone gate. Finish with a challenge: 10 mixed throws, one point for every ball that stays within one step."
        ],
        sv: [
          "St\xE4ll dig 4 m fr\xE5n din partner. Hen kastar bollen underifr\xE5n s\xE5 att den landar vid dina f\xF6tter.",
          "D\xE4mpa den med vristen s\xE5 att den blir d\xF6d framf\xF6r dig och passa tillbaka. 10 med varje fot.",
          "Sedan 10 kast mot l\xE5ret och 10 mot br\xF6stet: l\xE5t kroppen ge efter lite s\xE5 att bollen faller ner till marken.",
          "Utveckling: efter mottagningen tar du en touch \xE5t sidan genom en konport p\xE5 2 m. Avsluta med en utmaning: 10 blandade kast, en po\xE4ng f\xF6r varje boll som stannar inom ett steg."
        ],
        fr: [
          "Placez-vous \xE0 4 m de votre partenaire. Il lance le ballon \xE0 la main, par en dessous, pour qu\u2019il tombe \xE0 vos pieds.",
          "Amortissez-le du cou-de-pied pour qu\u2019il retombe mort devant vous, puis rendez-le. 10 de chaque pied.",
          "Ensuite, 10 lancers sur la cuisse et 10 sur la poitrine : laissez le corps reculer un peu pour que le ballon retombe au sol.",
          "Progression : apr\xE8s le contr\xF4le, poussez le ballon sur le c\xF4t\xE9 \xE0 travers une porte de plots de 2 m. Pour finir, un d\xE9fi : 10 lancers vari\xE9s, un point par ballon qui reste \xE0 moins d\u2019un pas."
        ],
        pt: [
          "Coloque-se a 4 m do seu parceiro. Ele lan\xE7a a bola \xE0 m\xE3o, por baixo, para cair junto aos seus p\xE9s.",
          "Amorte\xE7a com o peito do p\xE9 para a bola ficar parada \xE0 sua frente e devolva-a. 10 com cada p\xE9.",
          "Depois, 10 lan\xE7amentos para a coxa e 10 para o peito: deixe o corpo ceder um pouco para a bola cair no ch\xE3o.",
          "Progress\xE3o: depois da rece\xE7\xE3o, d\xEA um toque para o lado atrav\xE9s de uma porta de cones de 2 m. Termine com um desafio: 10 lan\xE7amentos variados, um ponto por cada bola que fica a menos de um passo."
        ]
      },
      coachingPoints: {
        en: [
          "Get under the ball early and watch it all the way.",
          "Pull the foot, thigh or chest back slightly at contact to take the pace off the ball.",
          "Keep your arms out for balance."
        ],
        sv: [
          "Kom in under bollen tidigt och f\xF6lj den hela v\xE4gen med blicken.",
          "Dra tillbaka foten, l\xE5ret eller br\xF6stet lite vid kontakten f\xF6r att d\xE4mpa farten.",
          "H\xE5ll ut armarna f\xF6r balansen."
        ],
        fr: [
          "Placez-vous t\xF4t sous le ballon et suivez-le des yeux jusqu\u2019au bout.",
          "Reculez l\xE9g\xE8rement le pied, la cuisse ou la poitrine au contact pour casser la vitesse du ballon.",
          "\xC9cartez les bras pour garder l\u2019\xE9quilibre."
        ],
        pt: [
          "Coloque-se cedo debaixo da bola e siga-a com os olhos at\xE9 ao fim.",
          "Recue ligeiramente o p\xE9, a coxa ou o peito no contacto para tirar velocidade \xE0 bola.",
          "Abra os bra\xE7os para manter o equil\xEDbrio."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-first-touch-away-from-pressure",
      title: {
        en: "First touch away from pressure",
        sv: "F\xF6rsta touchen bort fr\xE5n press",
        fr: "Le contr\xF4le orient\xE9 loin de la pression",
        pt: "Rece\xE7\xE3o orientada para longe da press\xE3o"
      },
      description: {
        en: "Your partner passes and then steps in like a defender; your first touch goes to the free side. You learn to move the ball away from pressure instead of stopping it dead.",
        sv: "Din partner passar och kliver sedan in som en f\xF6rsvarare; din f\xF6rsta touch g\xE5r till den fria sidan. Du l\xE4r dig flytta bollen bort fr\xE5n press i st\xE4llet f\xF6r att d\xF6da den.",
        fr: "Votre partenaire passe puis avance comme un d\xE9fenseur ; votre contr\xF4le orient\xE9 part du c\xF4t\xE9 libre. Vous apprenez \xE0 \xE9loigner le ballon de la pression au lieu de le bloquer.",
        pt: "O seu parceiro passa e depois avan\xE7a como um defesa; a sua rece\xE7\xE3o orientada vai para o lado livre. Assim aprende a afastar a bola da press\xE3o em vez de a parar."
      },
      steps: {
        en: [
          "Make two 2 m cone gates, one 4 m to your left and one 4 m to your right. Your partner stands 8 m in front of you with the balls.",
          "Your partner passes and at the same moment steps to one side. Take your first touch through the gate on the other side.",
          "After the gate, dribble back to the middle and pass back. 10 reps, then swap roles.",
          "Progression: your partner now runs at you after the pass, and you must be through the gate in two touches. 3 rounds of 10."
        ],
        sv: [
          "G\xF6r tv\xE5 konportar p\xE5 2 m, en 4 m till v\xE4nster och en 4 m till h\xF6ger om dig. Din partner st\xE5r 8 m framf\xF6r dig med bollarna.",
          "Din partner passar och kliver samtidigt \xE5t ena sidan. Ta f\xF6rsta touchen genom porten p\xE5 andra sidan.",
          "Efter porten dribblar du tillbaka till mitten och passar tillbaka. 10 repetitioner, byt sedan roller.",
          "Utveckling: nu springer din partner mot dig efter passningen, och du m\xE5ste vara genom porten p\xE5 tv\xE5 touchar. 3 omg\xE5ngar \xE0 10."
        ],
        fr: [
          "Faites deux portes de plots de 2 m, l\u2019une \xE0 4 m \xE0 votre gauche, l\u2019autre \xE0 4 m \xE0 votre droite. Votre partenaire se place \xE0 8 m devant vous avec les ballons.",
          "Votre partenaire passe et, au m\xEAme moment, fait un pas d\u2019un c\xF4t\xE9. Orientez votre contr\xF4le \xE0 travers la porte de l\u2019autre c\xF4t\xE9.",
          "Apr\xE8s la porte, revenez au centre en conduite de balle et rendez le ballon. 10 r\xE9p\xE9titions, puis inversez les r\xF4les.",
          "Progression : votre partenaire court maintenant vers vous apr\xE8s la passe, et vous devez franchir la porte en deux touches. 3 s\xE9ries de 10."
        ],
        pt: [
          "Fa\xE7a duas portas de cones de 2 m, uma 4 m \xE0 sua esquerda e outra 4 m \xE0 sua direita. O seu parceiro fica a 8 m \xE0 sua frente com as bolas.",
          "O parceiro passa e, no mesmo momento, d\xE1 um passo para um dos lados. Oriente a rece\xE7\xE3o pela porta do lado contr\xE1rio.",
          "Depois da porta, volte ao meio em condu\xE7\xE3o de bola e devolva o passe. 10 repeti\xE7\xF5es e depois troquem de pap\xE9is.",
          "Progress\xE3o: agora o parceiro corre na sua dire\xE7\xE3o depois do passe e voc\xEA tem de passar a porta em dois toques. 3 s\xE9ries de 10."
        ]
      },
      coachingPoints: {
        en: [
          "Watch your partner, not just the ball, while the pass travels.",
          "Use the inside of the far foot or the outside of the near foot to push the ball away.",
          "The first touch goes forward and to the side, never under your body."
        ],
        sv: [
          "Titta p\xE5 din partner, inte bara p\xE5 bollen, medan passningen \xE4r p\xE5 v\xE4g.",
          "Anv\xE4nd insidan p\xE5 bortre foten eller utsidan p\xE5 n\xE4rmaste foten f\xF6r att f\xF6ra bollen \xE5t sidan.",
          "F\xF6rsta touchen g\xE5r fram\xE5t och \xE5t sidan, aldrig in under kroppen."
        ],
        fr: [
          "Regardez votre partenaire, pas seulement le ballon, pendant que la passe arrive.",
          "Utilisez l\u2019int\xE9rieur du pied oppos\xE9 ou l\u2019ext\xE9rieur du pied proche pour pousser le ballon sur le c\xF4t\xE9.",
          "Le contr\xF4le part vers l\u2019avant et sur le c\xF4t\xE9, jamais sous vos pieds."
        ],
        pt: [
          "Olhe para o seu parceiro, e n\xE3o s\xF3 para a bola, enquanto o passe vem a caminho.",
          "Use a parte interna do p\xE9 mais afastado ou a parte externa do p\xE9 mais pr\xF3ximo para levar a bola para o lado.",
          "A rece\xE7\xE3o vai para a frente e para o lado, nunca para debaixo do corpo."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-half-turn-open-body",
      title: {
        en: "Receive open, play forward",
        sv: "\xD6ppna upp och spela fram\xE5t",
        fr: "Recevoir ouvert, jouer vers l\u2019avant",
        pt: "Receber aberto, jogar para a frente"
      },
      description: {
        en: "Receive side-on with your back foot so you see the whole pitch and play forward in one movement. This is how midfielders and defenders keep the game flowing.",
        sv: "Ta emot snett med bakre foten s\xE5 att du ser hela planen och kan spela fram\xE5t i en r\xF6relse. S\xE5 h\xE5ller mittf\xE4ltare och backar spelet flytande.",
        fr: "Recevez de profil, du pied arri\xE8re, pour voir tout le terrain et jouer vers l\u2019avant en un seul mouvement. C\u2019est ainsi que milieux et d\xE9fenseurs font vivre le jeu.",
        pt: "Receba de lado, com o p\xE9 de tr\xE1s, para ver o campo todo e jogar para a frente num s\xF3 movimento. \xC9 assim que m\xE9dios e defesas d\xE3o fluidez ao jogo."
      },
      steps: {
        en: [
          "Place a 2 m cone gate 10 m ahead of you. Your partner stands 8 m to your left with the ball.",
          "Stand side-on, hips open towards the gate. Your partner passes across you.",
          "Let the ball run across your body, receive it with your back foot (the one further from your partner), then pass through the gate. 10 reps.",
          "Change sides so your partner is on your right. 10 reps. Progression: one touch to receive, one to pass, at match tempo.",
          "No partner? Pass at an angle against a wall and receive the rebound the same way."
        ],
        sv: [
          "St\xE4ll en konport p\xE5 2 m 10 m framf\xF6r dig. Din partner st\xE5r 8 m till v\xE4nster om dig med bollen.",
          "St\xE5 snett med h\xF6fterna \xF6ppna mot porten. Din partner passar tv\xE4rs framf\xF6r dig.",
          "L\xE5t bollen rulla f\xF6rbi framf\xF6r kroppen, ta emot med bakre foten (den som \xE4r l\xE4ngst fr\xE5n din partner) och passa sedan genom porten. 10 repetitioner.",
          "Byt sida s\xE5 att din partner st\xE5r till h\xF6ger. 10 repetitioner. Utveckling: en touch mottagning, en touch passning, i matchtempo.",
          "Ingen partner? Passa snett mot en v\xE4gg och ta emot returen p\xE5 samma s\xE4tt."
        ],
        fr: [
          "Placez une porte de plots de 2 m \xE0 10 m devant vous. Votre partenaire se tient \xE0 8 m sur votre gauche avec le ballon.",
          "Tenez-vous de profil, hanches ouvertes vers la porte. Votre partenaire passe devant vous.",
          "Laissez le ballon traverser devant votre corps, contr\xF4lez-le du pied arri\xE8re (le plus \xE9loign\xE9 de votre partenaire), puis passez dans la porte. 10 r\xE9p\xE9titions.",
          "Changez de c\xF4t\xE9 : votre partenaire passe \xE0 votre droite. 10 r\xE9p\xE9titions. Progression : une touche pour contr\xF4ler, une pour passer, \xE0 rythme de match.",
          "Pas de partenaire ? Passez en biais contre un mur et contr\xF4lez le retour de la m\xEAme fa\xE7on."
        ],
        pt: [
          "Coloque uma porta de cones de 2 m a 10 m \xE0 sua frente. O seu parceiro fica a 8 m \xE0 sua esquerda com a bola.",
          "Fique de lado, com as ancas abertas para a porta. O parceiro passa \xE0 sua frente.",
          "Deixe a bola correr \xE0 frente do corpo, receba-a com o p\xE9 de tr\xE1s (o mais afastado do parceiro) e depois passe pela porta. 10 repeti\xE7\xF5es.",
          "Troquem de lado: o parceiro passa a estar \xE0 sua direita. 10 repeti\xE7\xF5es. Progress\xE3o: um toque para receber, outro para passar, a ritmo de jogo.",
          "Sem parceiro? Passe na diagonal contra uma parede e receba o ressalto da mesma forma."
        ]
      },
      coachingPoints: {
        en: [
          "Open your body before the ball arrives, not after.",
          "Receive with the back foot so the ball travels in the direction you want to play.",
          "Take a quick look at the gate just before the pass."
        ],
        sv: [
          "\xD6ppna kroppen innan bollen kommer, inte efter.",
          "Ta emot med bakre foten s\xE5 att bollen g\xE5r \xE5t det h\xE5ll du vill spela.",
          "Kolla porten med en snabb blick precis f\xF6re passningen."
        ],
        fr: [
          "Ouvrez le corps avant l\u2019arriv\xE9e du ballon, pas apr\xE8s.",
          "Contr\xF4lez du pied arri\xE8re pour que le ballon parte dans la direction du jeu.",
          "Jetez un coup d\u2019\u0153il \xE0 la porte juste avant la passe."
        ],
        pt: [
          "Abra o corpo antes de a bola chegar, n\xE3o depois.",
          "Receba com o p\xE9 de tr\xE1s para a bola seguir na dire\xE7\xE3o em que quer jogar.",
          "Olhe rapidamente para a porta mesmo antes do passe."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner", "wall"],
      videoUrl: null
    },
    {
      key: "b2-shoulder-check-colours",
      title: {
        en: "Shoulder-check colour game",
        sv: "F\xE4rgleken: titta \xF6ver axeln",
        fr: "Le jeu des couleurs dans le dos",
        pt: "Jogo das cores por cima do ombro"
      },
      description: {
        en: "Before each pass comes back, you look over your shoulder and call out what your partner shows behind you. Scanning early gives you the picture before you get the ball.",
        sv: "Innan varje passning kommer tillbaka tittar du \xF6ver axeln och ropar vad din partner visar bakom dig. Tidig orientering ger dig bilden innan du f\xE5r bollen.",
        fr: "Avant chaque retour du ballon, vous regardez par-dessus l\u2019\xE9paule et annoncez ce que votre partenaire montre derri\xE8re vous. Prendre l\u2019information t\xF4t vous donne l\u2019image avant d\u2019avoir le ballon.",
        pt: "Antes de cada bola voltar, olhe por cima do ombro e diga em voz alta o que o seu parceiro mostra atr\xE1s de si. Observar cedo d\xE1-lhe a imagem do jogo antes de receber a bola."
      },
      steps: {
        en: [
          "Stand 5 m from a wall. Your partner stands 5 m behind you with a cone of a different colour in each hand.",
          "Pass against the wall. While the ball travels, look over your shoulder: your partner raises one cone or none. Call the colour out loud.",
          "Receive the rebound and turn: to the side of the raised cone if one is up, or stay facing the wall if none is up. 15 reps.",
          "Progression: look twice (once before you pass, once as the ball comes back) while your partner changes the cone between looks. Call both. 3 rounds of 15."
        ],
        sv: [
          "St\xE4ll dig 5 m fr\xE5n en v\xE4gg. Din partner st\xE5r 5 m bakom dig med en kon i olika f\xE4rg i varje hand.",
          "Passa mot v\xE4ggen. Medan bollen \xE4r p\xE5 v\xE4g tittar du \xF6ver axeln: din partner lyfter en kon eller ingen. Ropa f\xE4rgen h\xF6gt.",
          "Ta emot returen och v\xE4nd: \xE5t den lyfta konens sida om en \xE4r uppe, annars st\xE5r du kvar v\xE4nd mot v\xE4ggen. 15 repetitioner.",
          "Utveckling: titta tv\xE5 g\xE5nger (en g\xE5ng innan du passar, en g\xE5ng n\xE4r bollen kommer tillbaka) medan din partner byter kon mellan blickarna. Ropa b\xE5da. 3 omg\xE5ngar \xE0 15."
        ],
        fr: [
          "Placez-vous \xE0 5 m d\u2019un mur. Votre partenaire se tient \xE0 5 m derri\xE8re vous avec un plot de couleur diff\xE9rente dans chaque main.",
          "Passez contre le mur. Pendant que le ballon voyage, regardez par-dessus l\u2019\xE9paule : votre partenaire l\xE8ve un plot ou aucun. Annoncez la couleur \xE0 voix haute.",
          "Contr\xF4lez le retour et tournez-vous du c\xF4t\xE9 du plot lev\xE9 ; si aucun plot n\u2019est lev\xE9, restez face au mur. 15 r\xE9p\xE9titions.",
          "Progression : regardez deux fois (avant de passer, puis quand le ballon revient) ; votre partenaire change de plot entre les deux. Annoncez les deux couleurs. 3 s\xE9ries de 15."
        ],
        pt: [
          "Coloque-se a 5 m de uma parede. O seu parceiro fica 5 m atr\xE1s de si com um cone de cor diferente em cada m\xE3o.",
          "Passe contra a parede. Enquanto a bola viaja, olhe por cima do ombro: o parceiro levanta um cone ou nenhum. Diga a cor em voz alta.",
          "Receba o ressalto e rode para o lado do cone levantado; se nenhum estiver levantado, fique de frente para a parede. 15 repeti\xE7\xF5es.",
          "Progress\xE3o: olhe duas vezes (antes de passar e quando a bola volta) enquanto o parceiro troca de cone entre os dois olhares. Diga as duas cores. 3 s\xE9ries de 15."
        ]
      },
      coachingPoints: {
        en: [
          "Look quickly, a split second, then eyes back on the ball.",
          "Check over both shoulders, not always the same one.",
          "Keep your feet moving while you scan."
        ],
        sv: [
          "Titta snabbt, bara ett \xF6gonblick, och sedan blicken tillbaka p\xE5 bollen.",
          "Titta \xF6ver b\xE5da axlarna, inte alltid samma.",
          "H\xE5ll f\xF6tterna i r\xF6relse medan du orienterar dig."
        ],
        fr: [
          "Un coup d\u2019\u0153il rapide, une fraction de seconde, puis les yeux reviennent sur le ballon.",
          "Regardez par-dessus les deux \xE9paules, pas toujours la m\xEAme.",
          "Gardez des appuis actifs pendant que vous prenez l\u2019information."
        ],
        pt: [
          "Olhe depressa, uma fra\xE7\xE3o de segundo, e volte a p\xF4r os olhos na bola.",
          "Olhe por cima dos dois ombros, n\xE3o sempre do mesmo.",
          "Mantenha os p\xE9s ativos enquanto observa."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "wall", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-turn-away-from-shadow",
      title: {
        en: "Turn away from your shadow",
        sv: "V\xE4nd bort fr\xE5n skuggan",
        fr: "Se retourner loin de son ombre",
        pt: "Rodar para longe da sombra"
      },
      description: {
        en: "With your partner defending behind you, you receive and turn to the side where they are not. You practise three turns: the inside hook, the outside turn and the Cruyff turn.",
        sv: "Med din partner som f\xF6rsvarare bakom dig tar du emot och v\xE4nder \xE5t den sida d\xE4r hen inte \xE4r. Du tr\xE4nar tre v\xE4ndningar: insidesv\xE4ndning, utsidesv\xE4ndning och Cruyffv\xE4ndning.",
        fr: "Avec votre partenaire en d\xE9fenseur dans votre dos, vous contr\xF4lez et vous vous retournez du c\xF4t\xE9 o\xF9 il n\u2019est pas. Vous travaillez trois gestes : le crochet int\xE9rieur, le crochet ext\xE9rieur et la feinte de Cruyff.",
        pt: "Com o seu parceiro a defender nas suas costas, receba e rode para o lado onde ele n\xE3o est\xE1. Treina tr\xEAs rota\xE7\xF5es: o gancho com a parte interna, a rota\xE7\xE3o com a parte externa e a finta de Cruyff."
      },
      steps: {
        en: [
          "Face a wall 6 m away. Behind you, set two cone gates 8 m away, one to the left and one to the right. Your partner stands just behind you as a defender.",
          "Pass against the wall. Your partner steps to the left or the right side of your back. Check over your shoulder where they are.",
          "Turn away from them on your first touch and dribble through the gate on the free side. Inside hook, then outside turn, then Cruyff turn: 6 reps each.",
          "Progression: your partner may now defend at half speed and try to touch the ball. One point per gate reached. 2 rounds of 10, then swap."
        ],
        sv: [
          "St\xE5 v\xE4nd mot en v\xE4gg 6 m bort. Bakom dig st\xE4ller du tv\xE5 konportar 8 m bort, en till v\xE4nster och en till h\xF6ger. Din partner st\xE5r precis bakom dig som f\xF6rsvarare.",
          "Passa mot v\xE4ggen. Din partner kliver till v\xE4nster eller h\xF6ger sida bakom dig. Titta \xF6ver axeln var hen st\xE5r.",
          "V\xE4nd bort fr\xE5n hen p\xE5 f\xF6rsta touchen och dribbla genom porten p\xE5 den fria sidan. Insidesv\xE4ndning, sedan utsidesv\xE4ndning, sedan Cruyffv\xE4ndning: 6 repetitioner var.",
          "Utveckling: nu f\xE5r din partner f\xF6rsvara i halvfart och f\xF6rs\xF6ka peta bort bollen. En po\xE4ng f\xF6r varje port du n\xE5r. 2 omg\xE5ngar \xE0 10, byt sedan."
        ],
        fr: [
          "Placez-vous face \xE0 un mur, \xE0 6 m. Derri\xE8re vous, posez deux portes de plots \xE0 8 m, une \xE0 gauche et une \xE0 droite. Votre partenaire se place juste derri\xE8re vous, en d\xE9fenseur.",
          "Passez contre le mur. Votre partenaire se d\xE9cale \xE0 gauche ou \xE0 droite dans votre dos. Regardez par-dessus l\u2019\xE9paule o\xF9 il se trouve.",
          "Retournez-vous du c\xF4t\xE9 oppos\xE9 d\xE8s le contr\xF4le et franchissez la porte libre en conduite de balle. Crochet int\xE9rieur, puis crochet ext\xE9rieur, puis feinte de Cruyff : 6 r\xE9p\xE9titions chacun.",
          "Progression : votre partenaire peut maintenant d\xE9fendre \xE0 mi-vitesse et essayer de toucher le ballon. Un point par porte atteinte. 2 s\xE9ries de 10, puis inversez."
        ],
        pt: [
          "Fique de frente para uma parede a 6 m. Atr\xE1s de si, coloque duas portas de cones a 8 m, uma \xE0 esquerda e outra \xE0 direita. O parceiro fica mesmo atr\xE1s de si, a defender.",
          "Passe contra a parede. O parceiro desloca-se para a esquerda ou para a direita das suas costas. Olhe por cima do ombro para ver onde ele est\xE1.",
          "Rode para o lado contr\xE1rio logo na rece\xE7\xE3o e conduza a bola pela porta livre. Gancho com a parte interna, depois rota\xE7\xE3o com a parte externa, depois finta de Cruyff: 6 repeti\xE7\xF5es de cada.",
          "Progress\xE3o: agora o parceiro pode defender a meio g\xE1s e tentar tocar na bola. Um ponto por cada porta alcan\xE7ada. 2 s\xE9ries de 10 e depois troquem."
        ]
      },
      coachingPoints: {
        en: [
          "Feel the defender with a hand or your back, and check with your eyes too.",
          "Show the ball one way, then turn sharply the other way.",
          "Accelerate for 3 steps after the turn."
        ],
        sv: [
          "K\xE4nn f\xF6rsvararen med handen eller ryggen, och kolla med blicken ocks\xE5.",
          "Visa bollen \xE5t ena h\xE5llet och v\xE4nd sedan skarpt \xE5t det andra.",
          "Accelerera i 3 steg efter v\xE4ndningen."
        ],
        fr: [
          "Sentez le d\xE9fenseur avec la main ou le dos, et v\xE9rifiez aussi du regard.",
          "Montrez le ballon d\u2019un c\xF4t\xE9, puis partez s\xE8chement de l\u2019autre.",
          "Acc\xE9l\xE9rez sur 3 appuis apr\xE8s le retournement."
        ],
        pt: [
          "Sinta o defesa com a m\xE3o ou com as costas e confirme tamb\xE9m com os olhos.",
          "Mostre a bola para um lado e saia com decis\xE3o para o outro.",
          "Acelere durante 3 passos depois de rodar."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "wall", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-ball-mastery-routine",
      title: {
        en: "Ball mastery in 30-second blocks",
        sv: "Bollbeh\xE4rskning i 30-sekundersblock",
        fr: "Ma\xEEtrise du ballon en blocs de 30 secondes",
        pt: "Dom\xEDnio de bola em blocos de 30 segundos"
      },
      description: {
        en: "A quick routine of sole rolls, toe taps and inside\u2013outside touches with both feet. Hundreds of touches make the ball feel like part of your foot.",
        sv: "En snabb rutin med sulrullningar, t\xE5touchar och insida\u2013utsida med b\xE5da f\xF6tterna. Hundratals touchar g\xF6r att bollen k\xE4nns som en del av foten.",
        fr: "Une routine rapide de roulements de semelle, de petites touches sur le ballon et d\u2019int\xE9rieur\u2013ext\xE9rieur des deux pieds. Des centaines de touches, et le ballon devient le prolongement de votre pied.",
        pt: "Uma rotina r\xE1pida de rolar com a sola, toques alternados em cima da bola e parte interna\u2013externa com os dois p\xE9s. Centenas de toques fazem a bola parecer parte do seu p\xE9."
      },
      steps: {
        en: [
          "Mark a 3 x 3 m square with four cones. For each exercise, work for 30 seconds and rest for 15.",
          "Toe taps on top of the ball, then sole rolls across your body left and right, then inside\u2013inside touches between your feet (the \u201Ctick-tock\u201D).",
          "Next: pull back with the sole and push forward with the laces, then inside\u2013outside with one foot, then with the other.",
          "Do the whole circuit 3 times. In rounds 2 and 3, count your touches and try to beat round 1; in round 3, keep your eyes on a cone in front of you."
        ],
        sv: [
          "Markera en ruta p\xE5 3 x 3 m med fyra koner. Jobba 30 sekunder och vila 15 sekunder p\xE5 varje \xF6vning.",
          "T\xE5touchar ovanp\xE5 bollen, sedan sulrullningar tv\xE4rs \xF6ver kroppen \xE5t v\xE4nster och h\xF6ger, sedan insida\u2013insida mellan f\xF6tterna (\u201Dtick-tack\u201D).",
          "D\xE4refter: dra tillbaka med sulan och skjut fram med vristen, sedan insida\u2013utsida med ena foten och sedan med den andra.",
          "K\xF6r hela varvet 3 g\xE5nger. I varv 2 och 3 r\xE4knar du dina touchar och f\xF6rs\xF6ker sl\xE5 varv 1; i varv 3 h\xE5ller du blicken p\xE5 en kon framf\xF6r dig."
        ],
        fr: [
          "D\xE9limitez un carr\xE9 de 3 x 3 m avec quatre plots. Pour chaque exercice : 30 secondes de travail, 15 secondes de repos.",
          "Touches altern\xE9es de la semelle sur le dessus du ballon, puis roulements de semelle devant vous de gauche \xE0 droite, puis petites touches int\xE9rieur\u2013int\xE9rieur entre les pieds (le \xAB tic-tac \xBB).",
          "Ensuite : retrait de semelle puis pouss\xE9e du cou-de-pied, puis int\xE9rieur\u2013ext\xE9rieur d\u2019un pied, puis de l\u2019autre.",
          "Faites le circuit complet 3 fois. Aux tours 2 et 3, comptez vos touches pour battre le tour 1 ; au tour 3, gardez les yeux sur un plot devant vous."
        ],
        pt: [
          "Marque um quadrado de 3 x 3 m com quatro cones. Em cada exerc\xEDcio: 30 segundos de trabalho e 15 segundos de descanso.",
          "Toques alternados com a sola em cima da bola, depois rolar a bola com a sola da esquerda para a direita \xE0 frente do corpo, depois toques com a parte interna entre os p\xE9s (o \u201Ctic-tac\u201D).",
          "A seguir: puxar com a sola e empurrar com o peito do p\xE9, depois parte interna\u2013externa com um p\xE9 e depois com o outro.",
          "Fa\xE7a o circuito completo 3 vezes. Nas voltas 2 e 3, conte os toques e tente bater a volta 1; na volta 3, mantenha os olhos num cone \xE0 sua frente."
        ]
      },
      coachingPoints: {
        en: [
          "Stay on the balls of your feet with your knees bent.",
          "Small, soft touches: the ball is never more than a step away.",
          "Use your weaker foot as much as your strong one."
        ],
        sv: [
          "St\xE5 p\xE5 framfoten med b\xF6jda kn\xE4n.",
          "Sm\xE5, mjuka touchar: bollen kommer aldrig l\xE4ngre bort \xE4n ett steg.",
          "Anv\xE4nd den svagare foten lika mycket som den starka."
        ],
        fr: [
          "Restez sur l\u2019avant des pieds, genoux fl\xE9chis.",
          "Des touches petites et douces : le ballon ne s\u2019\xE9loigne jamais de plus d\u2019un pas.",
          "Utilisez votre pied faible autant que votre bon pied."
        ],
        pt: [
          "Fique na ponta dos p\xE9s, com os joelhos fletidos.",
          "Toques pequenos e suaves: a bola nunca fica a mais de um passo.",
          "Use o p\xE9 mais fraco tanto como o mais forte."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b2-feint-toolbox",
      title: {
        en: "Feint toolbox: step-over, drag-back, Cruyff",
        sv: "Fintverktygsl\xE5dan: \xF6versteg, dragning, Cruyff",
        fr: "La bo\xEEte \xE0 feintes : passement, retrait, Cruyff",
        pt: "Leque de fintas: bicicleta, puxada, Cruyff"
      },
      description: {
        en: "Learn three classic moves slowly at a cone, then speed them up. A toolbox of moves helps you beat a defender in a 1v1.",
        sv: "L\xE4r dig tre klassiska finter l\xE5ngsamt vid en kon och \xF6ka sedan farten. En verktygsl\xE5da med finter hj\xE4lper dig att g\xE5 f\xF6rbi en f\xF6rsvarare i 1 mot 1.",
        fr: "Apprenez trois gestes classiques lentement devant un plot, puis acc\xE9l\xE9rez. Une bo\xEEte \xE0 outils de feintes vous aide \xE0 \xE9liminer un d\xE9fenseur en 1 contre 1.",
        pt: "Aprenda tr\xEAs fintas cl\xE1ssicas devagar junto a um cone e depois aumente a velocidade. Ter um leque de fintas ajuda-o a ultrapassar um defesa no 1 contra 1."
      },
      steps: {
        en: [
          "Put 5 cones in a line, 5 m apart. Each cone is a \u201Cdefender\u201D.",
          "Step-over: dribble to the cone, circle your foot around the front of the ball, then push it away with the outside of the other foot. Do the line 4 times, both feet.",
          "Drag-back: stop the ball with the sole just before the cone, pull it back, turn and go past on the other side. 4 lines.",
          "Cruyff turn: fake a pass, tap the ball behind your standing leg with the inside of your foot and go the other way. 4 lines.",
          "Progression: mix the moves freely and time yourself through the line with a move at every cone. 3 timed runs."
        ],
        sv: [
          "St\xE4ll 5 koner p\xE5 en linje med 5 m mellanrum. Varje kon \xE4r en \u201Df\xF6rsvarare\u201D.",
          "\xD6verstegsfint: dribbla fram till konen, f\xF6r foten runt framf\xF6r bollen och tryck sedan iv\xE4g den med utsidan p\xE5 andra foten. K\xF6r linjen 4 g\xE5nger, b\xE5da f\xF6tterna.",
          "Dragning: stoppa bollen med sulan precis f\xF6re konen, dra den bak\xE5t, v\xE4nd och g\xE5 f\xF6rbi p\xE5 andra sidan. 4 linjer.",
          "Cruyffv\xE4ndning: fintera en passning, peta bollen bakom st\xE5benet med insidan och g\xE5 \xE5t andra h\xE5llet. 4 linjer.",
          "Utveckling: blanda finterna fritt och ta tid genom linjen med en fint vid varje kon. 3 lopp p\xE5 tid."
        ],
        fr: [
          "Alignez 5 plots espac\xE9s de 5 m. Chaque plot est un \xAB d\xE9fenseur \xBB.",
          "Passement de jambes : arrivez au plot, faites tourner le pied devant le ballon, puis poussez-le de l\u2019ext\xE9rieur de l\u2019autre pied. Faites la ligne 4 fois, des deux pieds.",
          "Retrait de semelle : arr\xEAtez le ballon de la semelle juste avant le plot, tirez-le en arri\xE8re, pivotez et passez de l\u2019autre c\xF4t\xE9. 4 lignes.",
          "Feinte de Cruyff : feintez une passe, poussez le ballon derri\xE8re votre jambe d\u2019appui de l\u2019int\xE9rieur du pied et partez dans l\u2019autre sens. 4 lignes.",
          "Progression : m\xE9langez librement les gestes et chronom\xE9trez-vous sur la ligne avec une feinte \xE0 chaque plot. 3 passages chronom\xE9tr\xE9s."
        ],
        pt: [
          "Coloque 5 cones em linha, a 5 m uns dos outros. Cada cone \xE9 um \u201Cdefesa\u201D.",
          "Bicicleta: conduza at\xE9 ao cone, passe o p\xE9 \xE0 volta da frente da bola e depois empurre-a com a parte externa do outro p\xE9. Fa\xE7a a linha 4 vezes, com os dois p\xE9s.",
          "Puxada com a sola: pare a bola com a sola mesmo antes do cone, puxe-a para tr\xE1s, rode e siga pelo outro lado. 4 linhas.",
          "Finta de Cruyff: finja um passe, toque a bola para tr\xE1s da perna de apoio com a parte interna do p\xE9 e saia para o outro lado. 4 linhas.",
          "Progress\xE3o: misture as fintas \xE0 vontade e cronometre-se ao longo da linha com uma finta em cada cone. 3 passagens cronometradas."
        ]
      },
      coachingPoints: {
        en: [
          "Do the move 1 m before the cone, not on top of it.",
          "Sell the fake with your shoulders and your eyes.",
          "Change pace after the move: slow in, fast out."
        ],
        sv: [
          "G\xF6r finten 1 m f\xF6re konen, inte ovanp\xE5 den.",
          "S\xE4lj finten med axlarna och blicken.",
          "Byt tempo efter finten: l\xE5ngsamt in, snabbt ut."
        ],
        fr: [
          "Faites le geste 1 m avant le plot, pas dessus.",
          "Rendez la feinte cr\xE9dible avec les \xE9paules et le regard.",
          "Changez de rythme apr\xE8s le geste : lent \xE0 l\u2019approche, rapide \xE0 la sortie."
        ],
        pt: [
          "Fa\xE7a a finta 1 m antes do cone, n\xE3o em cima dele.",
          "Torne a finta cred\xEDvel com os ombros e o olhar.",
          "Mude de ritmo depois da finta: devagar a entrar, r\xE1pido a sair."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b2-slalom-speed-dribble",
      title: {
        en: "Head-up slalom race",
        sv: "Slalomrace med blicken uppe",
        fr: "Slalom chronom\xE9tr\xE9 t\xEAte lev\xE9e",
        pt: "Slalom cronometrado de cabe\xE7a levantada"
      },
      description: {
        en: "Dribble fast through a slalom with both feet while your partner flashes numbers with their fingers. You learn to keep the ball close at speed and still see what is around you.",
        sv: "Dribbla snabbt genom en slalom med b\xE5da f\xF6tterna medan din partner visar siffror med fingrarna. Du l\xE4r dig h\xE5lla bollen n\xE4ra i fart och \xE4nd\xE5 se vad som h\xE4nder runt dig.",
        fr: "Faites un slalom rapide en conduite de balle des deux pieds pendant que votre partenaire montre des chiffres avec ses doigts. Vous apprenez \xE0 garder le ballon pr\xE8s de vous en vitesse tout en voyant ce qui vous entoure.",
        pt: "Fa\xE7a um slalom r\xE1pido em condu\xE7\xE3o de bola com os dois p\xE9s enquanto o seu parceiro mostra n\xFAmeros com os dedos. Aprende a manter a bola perto em velocidade e, ao mesmo tempo, a ver o que se passa \xE0 sua volta."
      },
      steps: {
        en: [
          "Set 8 cones in a zigzag, 2 m apart. Your partner stands 5 m beyond the last cone.",
          "Dribble through with the inside and outside of your right foot only, then your left foot only, then both feet. 2 timed runs each.",
          "Now your partner shows a number with their fingers while you dribble. Call it out before you reach the next cone. A wrong or missed number adds 1 second.",
          "Progression: after the last cone, your partner points left or right; sprint with the ball through a gate on that side. 4 timed runs, 1 minute of rest between runs."
        ],
        sv: [
          "St\xE4ll 8 koner i sicksack med 2 m mellanrum. Din partner st\xE5r 5 m efter sista konen.",
          "Dribbla igenom med insidan och utsidan p\xE5 bara h\xF6ger fot, sedan bara v\xE4nster, sedan b\xE5da. 2 lopp var, p\xE5 tid.",
          "Nu visar din partner en siffra med fingrarna medan du dribblar. Ropa den innan du n\xE5r n\xE4sta kon. Fel eller missad siffra ger 1 sekund extra.",
          "Utveckling: efter sista konen pekar din partner \xE5t v\xE4nster eller h\xF6ger; sprinta med bollen genom en port p\xE5 den sidan. 4 lopp p\xE5 tid, 1 minuts vila mellan loppen."
        ],
        fr: [
          "Placez 8 plots en zigzag, espac\xE9s de 2 m. Votre partenaire se place \xE0 5 m apr\xE8s le dernier plot.",
          "Faites le slalom avec l\u2019int\xE9rieur et l\u2019ext\xE9rieur du pied droit seulement, puis du gauche seulement, puis des deux pieds. 2 passages chronom\xE9tr\xE9s pour chaque variante.",
          "Votre partenaire montre maintenant un chiffre avec ses doigts pendant votre slalom. Annoncez-le avant le plot suivant. Un chiffre faux ou oubli\xE9 ajoute 1 seconde.",
          "Progression : apr\xE8s le dernier plot, votre partenaire montre la gauche ou la droite ; sprintez avec le ballon \xE0 travers une porte de ce c\xF4t\xE9. 4 passages chronom\xE9tr\xE9s, 1 minute de repos entre chaque."
        ],
        pt: [
          "Coloque 8 cones em ziguezague, a 2 m uns dos outros. O parceiro fica 5 m depois do \xFAltimo cone.",
          "Fa\xE7a o slalom s\xF3 com a parte interna e externa do p\xE9 direito, depois s\xF3 com o esquerdo, depois com os dois. 2 passagens cronometradas de cada.",
          "Agora o parceiro mostra um n\xFAmero com os dedos enquanto voc\xEA conduz. Diga-o antes de chegar ao cone seguinte. Um n\xFAmero errado ou esquecido soma 1 segundo.",
          "Progress\xE3o: depois do \xFAltimo cone, o parceiro aponta para a esquerda ou para a direita; sprinte com a bola por uma porta desse lado. 4 passagens cronometradas, 1 minuto de descanso entre elas."
        ]
      },
      coachingPoints: {
        en: [
          "Touch the ball on every step when the cones are close together.",
          "Look up between touches, not only at the end.",
          "Lean forward slightly and take short steps."
        ],
        sv: [
          "R\xF6r bollen i varje steg n\xE4r konerna st\xE5r t\xE4tt.",
          "Titta upp mellan touchar, inte bara i slutet.",
          "Luta dig l\xE4tt fram\xE5t och ta korta steg."
        ],
        fr: [
          "Touchez le ballon \xE0 chaque appui quand les plots sont serr\xE9s.",
          "Levez la t\xEAte entre les touches, pas seulement \xE0 la fin.",
          "Penchez-vous l\xE9g\xE8rement vers l\u2019avant et faites de petits pas."
        ],
        pt: [
          "Toque na bola a cada passo quando os cones est\xE3o pr\xF3ximos.",
          "Levante a cabe\xE7a entre os toques, n\xE3o s\xF3 no fim.",
          "Incline-se ligeiramente para a frente e d\xEA passos curtos."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "stopwatch", "partner"],
      videoUrl: null
    },
    {
      key: "b2-feint-and-explode",
      title: {
        en: "Feint and explode",
        sv: "Finta och explodera",
        fr: "Feinter puis exploser",
        pt: "Fintar e explodir"
      },
      description: {
        en: "Use a move against a partner who defends at walking pace, then accelerate through a gate. A feint only works if you change speed straight after it.",
        sv: "Anv\xE4nd en fint mot en partner som f\xF6rsvarar i g\xE5ngfart och accelerera sedan genom en port. En fint fungerar bara om du byter fart direkt efter\xE5t.",
        fr: "Utilisez une feinte contre un partenaire qui d\xE9fend en marchant, puis acc\xE9l\xE9rez \xE0 travers une porte. Une feinte ne marche que si vous changez de vitesse juste apr\xE8s.",
        pt: "Use uma finta contra um parceiro que defende a passo e depois acelere por uma porta. Uma finta s\xF3 resulta se mudar de velocidade logo a seguir."
      },
      steps: {
        en: [
          "Mark a 10 x 15 m channel. Your partner defends a line in the middle; put two 2 m gates on the far end line.",
          "Dribble at your partner at jogging speed. They may only walk sideways. Do a step-over, drag-back or Cruyff turn 1\u20132 m before them.",
          "Explode for 5 m after the move and finish through either gate. 8 reps, then swap roles.",
          "Progression: your partner now defends at full speed but starts 5 m away. First to 5 gates wins; play 3 games."
        ],
        sv: [
          "Markera en kanal p\xE5 10 x 15 m. Din partner f\xF6rsvarar en linje i mitten; st\xE4ll tv\xE5 portar p\xE5 2 m p\xE5 bortre kortlinjen.",
          "Dribbla mot din partner i joggingtempo. Hen f\xE5r bara g\xE5 i sidled. G\xF6r en \xF6verstegsfint, dragning eller Cruyffv\xE4ndning 1\u20132 m f\xF6re hen.",
          "Explodera i 5 m efter finten och avsluta genom n\xE5gon av portarna. 8 repetitioner, byt sedan roller.",
          "Utveckling: nu f\xF6rsvarar din partner i full fart men startar 5 m bort. F\xF6rst till 5 portar vinner; spela 3 matcher."
        ],
        fr: [
          "D\xE9limitez un couloir de 10 x 15 m. Votre partenaire d\xE9fend une ligne au milieu ; placez deux portes de 2 m sur la ligne du fond.",
          "Avancez vers votre partenaire balle au pied, en trottinant. Il ne peut que marcher lat\xE9ralement. Faites un passement de jambes, un retrait de semelle ou une feinte de Cruyff \xE0 1\u20132 m de lui.",
          "Explosez sur 5 m apr\xE8s le geste et franchissez l\u2019une des portes. 8 r\xE9p\xE9titions, puis inversez les r\xF4les.",
          "Progression : votre partenaire d\xE9fend maintenant \xE0 pleine vitesse mais part \xE0 5 m. Le premier \xE0 5 portes gagne ; jouez 3 matchs."
        ],
        pt: [
          "Marque um corredor de 10 x 15 m. O parceiro defende uma linha a meio; coloque duas portas de 2 m na linha do fundo.",
          "Conduza a bola na dire\xE7\xE3o do parceiro em corrida lenta. Ele s\xF3 pode andar para os lados. Fa\xE7a uma bicicleta, uma puxada com a sola ou uma finta de Cruyff 1\u20132 m antes dele.",
          "Exploda durante 5 m depois da finta e termine por uma das portas. 8 repeti\xE7\xF5es e depois troquem de pap\xE9is.",
          "Progress\xE3o: agora o parceiro defende a velocidade m\xE1xima, mas parte a 5 m. Ganha quem chegar primeiro a 5 portas; joguem 3 jogos."
        ]
      },
      coachingPoints: {
        en: [
          "Go at the defender: make them commit before you do the move.",
          "After the move, push the ball further ahead and sprint.",
          "Work both sides: a move to the left and a move to the right."
        ],
        sv: [
          "G\xE5 rakt p\xE5 f\xF6rsvararen: f\xE5 hen att best\xE4mma sig innan du g\xF6r finten.",
          "Efter finten trycker du bollen l\xE4ngre fram och sprintar.",
          "Jobba \xE5t b\xE5da h\xE5llen: en fint \xE5t v\xE4nster och en \xE5t h\xF6ger."
        ],
        fr: [
          "Attaquez le d\xE9fenseur : obligez-le \xE0 s\u2019engager avant votre geste.",
          "Apr\xE8s le geste, poussez le ballon plus loin devant vous et sprintez.",
          "Travaillez des deux c\xF4t\xE9s : une feinte vers la gauche, une vers la droite."
        ],
        pt: [
          "V\xE1 para cima do defesa: obrigue-o a comprometer-se antes de fazer a finta.",
          "Depois da finta, empurre a bola mais para a frente e sprinte.",
          "Trabalhe os dois lados: uma finta para a esquerda e outra para a direita."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-jockey-and-steer",
      title: {
        en: "Jockey and steer",
        sv: "Jockeya och styr",
        fr: "Temporiser et orienter",
        pt: "Temporizar e encaminhar"
      },
      description: {
        en: "Learn the defender\u2019s side-on stance: stay on your feet, slow the attacker down and guide them towards the sideline. Good 1v1 defending is patience, not diving in.",
        sv: "L\xE4r dig f\xF6rsvararens sneda kroppsst\xE4llning: st\xE5 kvar p\xE5 f\xF6tterna, bromsa anfallaren och styr hen mot sidlinjen. Bra f\xF6rsvarsspel i 1 mot 1 handlar om t\xE5lamod, inte om att kasta sig in.",
        fr: "Apprenez la position de profil du d\xE9fenseur : restez sur vos appuis, ralentissez l\u2019attaquant et orientez-le vers la ligne de touche. Bien d\xE9fendre en 1 contre 1, c\u2019est de la patience, pas un tacle en plongeant.",
        pt: "Aprenda a posi\xE7\xE3o de lado do defesa: manter-se de p\xE9, travar o atacante e encaminh\xE1-lo para a linha lateral. Defender bem no 1 contra 1 \xE9 ter paci\xEAncia, n\xE3o atirar-se ao ch\xE3o."
      },
      steps: {
        en: [
          "Mark a channel 8 m wide and 15 m long. One side is the \u201Csideline\u201D; on the end line, set a 2 m gate as the goal.",
          "Without a ball: your partner jogs forward in a zigzag while you shuffle backwards, side-on, an arm\u2019s length in front of them. 4 x 30 seconds.",
          "Now your partner dribbles at walking pace. Stand side-on so your stance shows them towards the sideline, away from the gate. Only go for the ball when it gets too far from their foot. 8 reps.",
          "Progression: full-speed 1v1. You win if the attacker leaves over the sideline or you win the ball; they win through the gate. 3 rounds of 6, then swap roles."
        ],
        sv: [
          "Markera en kanal som \xE4r 8 m bred och 15 m l\xE5ng. Ena sidan \xE4r \u201Dsidlinjen\u201D; p\xE5 kortlinjen st\xE4ller du en port p\xE5 2 m som m\xE5l.",
          "Utan boll: din partner joggar fram\xE5t i sicksack medan du f\xF6rflyttar dig bak\xE5t i sidled, snett, en arml\xE4ngd framf\xF6r hen. 4 x 30 sekunder.",
          "Nu dribblar din partner i g\xE5ngfart. St\xE5 snett s\xE5 att din kroppsst\xE4llning visar hen mot sidlinjen, bort fr\xE5n porten. G\xE5 bara in p\xE5 bollen n\xE4r den kommer f\xF6r l\xE5ngt fr\xE5n hens fot. 8 repetitioner.",
          "Utveckling: 1 mot 1 i full fart. Du vinner om anfallaren g\xE5r ut \xF6ver sidlinjen eller om du vinner bollen; hen vinner genom porten. 3 omg\xE5ngar \xE0 6, byt sedan roller."
        ],
        fr: [
          "D\xE9limitez un couloir de 8 m de large sur 15 m de long. Un c\xF4t\xE9 est la \xAB ligne de touche \xBB ; sur la ligne de fond, une porte de 2 m sert de but.",
          "Sans ballon : votre partenaire trottine vers l\u2019avant en zigzag pendant que vous reculez en pas chass\xE9s, de profil, \xE0 une longueur de bras devant lui. 4 x 30 secondes.",
          "Votre partenaire avance maintenant balle au pied en marchant. Placez-vous de profil pour l\u2019orienter vers la ligne de touche, loin de la porte. N\u2019allez au ballon que s\u2019il s\u2019\xE9loigne trop de son pied. 8 r\xE9p\xE9titions.",
          "Progression : 1 contre 1 \xE0 pleine vitesse. Vous gagnez si l\u2019attaquant sort en touche ou si vous r\xE9cup\xE9rez le ballon ; il gagne en franchissant la porte. 3 s\xE9ries de 6, puis inversez les r\xF4les."
        ],
        pt: [
          "Marque um corredor com 8 m de largura e 15 m de comprimento. Um lado \xE9 a \u201Clinha lateral\u201D; na linha de fundo, uma porta de 2 m serve de baliza.",
          "Sem bola: o parceiro corre devagar para a frente em ziguezague enquanto voc\xEA recua em passos laterais, de lado, \xE0 dist\xE2ncia de um bra\xE7o \xE0 frente dele. 4 x 30 segundos.",
          "Agora o parceiro conduz a bola a passo. Fique de lado para o encaminhar para a linha lateral, longe da porta. S\xF3 v\xE1 \xE0 bola quando ela se afastar demasiado do p\xE9 dele. 8 repeti\xE7\xF5es.",
          "Progress\xE3o: 1 contra 1 a velocidade m\xE1xima. Voc\xEA ganha se o atacante sair pela linha lateral ou se recuperar a bola; ele ganha se passar pela porta. 3 s\xE9ries de 6 e depois troquem de pap\xE9is."
        ]
      },
      coachingPoints: {
        en: [
          "Knees bent, weight on the front of your feet, one foot in front of the other.",
          "Stay an arm\u2019s length away: close enough to reach the ball, far enough not to be beaten.",
          "Watch the ball, not the attacker\u2019s feet or tricks.",
          "Only tackle when the ball is away from their foot; otherwise stay on your feet."
        ],
        sv: [
          "B\xF6jda kn\xE4n, vikten p\xE5 framfoten, ena foten framf\xF6r den andra.",
          "H\xE5ll en arml\xE4ngds avst\xE5nd: n\xE4ra nog f\xF6r att n\xE5 bollen, l\xE5ngt nog f\xF6r att inte bli passerad.",
          "Titta p\xE5 bollen, inte p\xE5 anfallarens f\xF6tter eller finter.",
          "Tackla bara n\xE4r bollen \xE4r borta fr\xE5n foten; annars st\xE5r du kvar p\xE5 f\xF6tterna."
        ],
        fr: [
          "Genoux fl\xE9chis, poids sur l\u2019avant des pieds, un pied devant l\u2019autre.",
          "Restez \xE0 une longueur de bras : assez pr\xE8s pour toucher le ballon, assez loin pour ne pas \xEAtre \xE9limin\xE9.",
          "Regardez le ballon, pas les pieds ni les feintes de l\u2019attaquant.",
          "N\u2019intervenez que lorsque le ballon s\u2019\xE9loigne de son pied ; sinon, restez debout."
        ],
        pt: [
          "Joelhos fletidos, peso na parte da frente dos p\xE9s, um p\xE9 \xE0 frente do outro.",
          "Fique \xE0 dist\xE2ncia de um bra\xE7o: perto para chegar \xE0 bola, longe para n\xE3o ser ultrapassado.",
          "Olhe para a bola, n\xE3o para os p\xE9s nem para as fintas do atacante.",
          "S\xF3 entre \xE0 bola quando ela se afastar do p\xE9 dele; caso contr\xE1rio, mantenha-se de p\xE9."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-curved-run-press",
      title: {
        en: "Press with a curved run",
        sv: "Pressa med en b\xF6jd l\xF6pning",
        fr: "Presser avec une course courbe",
        pt: "Pressionar com uma corrida curva"
      },
      description: {
        en: "Close down the player on the ball quickly, then slow down and arrive on a curve to block one side. A curved run takes away the pass or dribble you do not want the attacker to make.",
        sv: "St\xE4ng snabbt ner bollh\xE5llaren, sakta sedan in och kom p\xE5 en b\xE5ge f\xF6r att st\xE4nga ena sidan. En b\xF6jd l\xF6pning tar bort den passning eller dribbling du inte vill att anfallaren ska g\xF6ra.",
        fr: "Fermez vite sur le porteur du ballon, puis ralentissez et arrivez en courbe pour fermer un c\xF4t\xE9. Une course courbe supprime la passe ou le dribble que vous ne voulez pas laisser \xE0 l\u2019attaquant.",
        pt: "Feche depressa o portador da bola, depois abrande e aproxime-se em curva para tapar um dos lados. Uma corrida curva tira ao atacante o passe ou o drible que voc\xEA n\xE3o quer que ele fa\xE7a."
      },
      steps: {
        en: [
          "Set two 2 m gates on one line, 10 m apart (left and right). Your partner has the ball 12 m in front of the middle of the line; you start on the line.",
          "Your partner calls \u201Cleft\u201D or \u201Cright\u201D: that is the gate you must protect. Sprint out, slow down with short steps in the last 3 m and curve your run so your body blocks that gate.",
          "Your partner tries to pass into either gate. A pass through the protected gate is a point to them; a pass into the other gate is a point to you (you forced it there). 10 reps.",
          "Progression: your partner may also try to dribble past you. Play 3 rounds of 8 and swap roles."
        ],
        sv: [
          "St\xE4ll tv\xE5 portar p\xE5 2 m p\xE5 en linje, 10 m is\xE4r (v\xE4nster och h\xF6ger). Din partner har bollen 12 m framf\xF6r mitten av linjen; du startar p\xE5 linjen.",
          "Din partner ropar \u201Dv\xE4nster\u201D eller \u201Dh\xF6ger\u201D: det \xE4r porten du ska skydda. Sprinta ut, sakta in med korta steg de sista 3 m och b\xF6j l\xF6pningen s\xE5 att kroppen st\xE4nger den porten.",
          "Din partner f\xF6rs\xF6ker passa in i n\xE5gon av portarna. En passning genom den skyddade porten ger hen en po\xE4ng; en passning in i den andra porten ger dig en po\xE4ng (du styrde dit den). 10 repetitioner.",
          "Utveckling: nu f\xE5r din partner ocks\xE5 f\xF6rs\xF6ka dribbla f\xF6rbi dig. Spela 3 omg\xE5ngar \xE0 8 och byt roller."
        ],
        fr: [
          "Placez deux portes de 2 m sur une m\xEAme ligne, espac\xE9es de 10 m (gauche et droite). Votre partenaire a le ballon \xE0 12 m en face du milieu de la ligne ; vous partez de la ligne.",
          "Votre partenaire annonce \xAB gauche \xBB ou \xAB droite \xBB : c\u2019est la porte \xE0 prot\xE9ger. Sprintez, ralentissez \xE0 petits pas sur les 3 derniers m\xE8tres et courbez votre course pour que votre corps ferme cette porte.",
          "Votre partenaire essaie de passer dans l\u2019une des portes. Une passe dans la porte prot\xE9g\xE9e lui donne un point ; une passe dans l\u2019autre porte vous donne un point (vous l\u2019y avez oblig\xE9). 10 r\xE9p\xE9titions.",
          "Progression : votre partenaire peut aussi essayer de vous dribbler. Jouez 3 s\xE9ries de 8 et inversez les r\xF4les."
        ],
        pt: [
          "Coloque duas portas de 2 m na mesma linha, a 10 m uma da outra (esquerda e direita). O parceiro tem a bola 12 m \xE0 frente do meio da linha; voc\xEA parte da linha.",
          "O parceiro diz \u201Cesquerda\u201D ou \u201Cdireita\u201D: \xE9 a porta que tem de proteger. Sprinte, abrande com passos curtos nos \xFAltimos 3 m e curve a corrida para o seu corpo tapar essa porta.",
          "O parceiro tenta passar para uma das portas. Um passe pela porta protegida d\xE1-lhe um ponto a ele; um passe pela outra porta d\xE1-lhe um ponto a si (foi voc\xEA que o obrigou). 10 repeti\xE7\xF5es.",
          "Progress\xE3o: agora o parceiro tamb\xE9m pode tentar dribl\xE1-lo. Joguem 3 s\xE9ries de 8 e troquem de pap\xE9is."
        ]
      },
      coachingPoints: {
        en: [
          "Fast while the ball travels, slow and balanced when you arrive.",
          "Curve your run: come from the side you want to close.",
          "Arrive side-on and ready to move, never square and flat-footed."
        ],
        sv: [
          "Snabbt medan bollen rullar, l\xE5ngsamt och i balans n\xE4r du kommer fram.",
          "B\xF6j l\xF6pningen: kom fr\xE5n den sida du vill st\xE4nga.",
          "Kom fram snett och redo att r\xF6ra dig, aldrig rakt framifr\xE5n och stillast\xE5ende."
        ],
        fr: [
          "Vite pendant que le ballon voyage, lent et \xE9quilibr\xE9 \xE0 l\u2019arriv\xE9e.",
          "Courbez votre course : arrivez du c\xF4t\xE9 que vous voulez fermer.",
          "Arrivez de profil, pr\xEAt \xE0 bouger, jamais de face et les pieds \xE0 plat."
        ],
        pt: [
          "R\xE1pido enquanto a bola viaja, lento e equilibrado quando chega.",
          "Curve a corrida: chegue pelo lado que quer fechar.",
          "Chegue de lado e pronto para reagir, nunca de frente e com os p\xE9s colados ao ch\xE3o."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-1v1-duel-games",
      title: {
        en: "1v1 duel games",
        sv: "Dueller 1 mot 1",
        fr: "Les duels en 1 contre 1",
        pt: "Duelos de 1 contra 1"
      },
      description: {
        en: "Three short 1v1 games against a partner where you attack and defend in turn. Real duels teach you when to use a move and how to defend without giving up.",
        sv: "Tre korta spel 1 mot 1 mot en partner d\xE4r ni turas om att anfalla och f\xF6rsvara. Riktiga dueller l\xE4r dig n\xE4r du ska anv\xE4nda en fint och hur du f\xF6rsvarar utan att ge upp.",
        fr: "Trois petits jeux en 1 contre 1 contre un partenaire, o\xF9 vous attaquez et d\xE9fendez \xE0 tour de r\xF4le. Les vrais duels vous apprennent quand utiliser une feinte et comment d\xE9fendre sans l\xE2cher.",
        pt: "Tr\xEAs jogos curtos de 1 contra 1 contra um parceiro, em que atacam e defendem \xE0 vez. Os duelos a s\xE9rio ensinam quando usar uma finta e como defender sem desistir."
      },
      steps: {
        en: [
          "Mark a 10 x 15 m pitch with a small goal (or a 1 m cone gate) at each end.",
          "Game 1, end line: the attacker scores by stopping the ball on the defender\u2019s end line. 6 attacks each.",
          "Game 2, small goals: the defender passes the ball to the attacker to start, then defends the small goal. If the defender wins the ball, they may counter into the other goal. 6 attacks each.",
          "Game 3, tournament: 5 rounds of 90 seconds of non-stop 1v1 with rest in between. Keep the score."
        ],
        sv: [
          "Markera en plan p\xE5 10 x 15 m med ett litet m\xE5l (eller en konport p\xE5 1 m) i varje \xE4nde.",
          "Spel 1, kortlinjen: anfallaren g\xF6r m\xE5l genom att stoppa bollen p\xE5 f\xF6rsvararens kortlinje. 6 anfall var.",
          "Spel 2, sm\xE5 m\xE5l: f\xF6rsvararen passar bollen till anfallaren och f\xF6rsvarar sedan det lilla m\xE5let. Vinner f\xF6rsvararen bollen f\xE5r hen kontra mot det andra m\xE5let. 6 anfall var.",
          "Spel 3, turnering: 5 omg\xE5ngar med 90 sekunder oavbrutet 1 mot 1 och vila emellan. R\xE4kna po\xE4ngen."
        ],
        fr: [
          "D\xE9limitez un terrain de 10 x 15 m avec un mini-but (ou une porte de plots de 1 m) \xE0 chaque extr\xE9mit\xE9.",
          "Jeu 1, ligne de fond : l\u2019attaquant marque en arr\xEAtant le ballon sur la ligne du d\xE9fenseur. 6 attaques chacun.",
          "Jeu 2, mini-buts : le d\xE9fenseur passe le ballon \xE0 l\u2019attaquant pour lancer l\u2019action, puis d\xE9fend son mini-but. S\u2019il r\xE9cup\xE8re le ballon, il peut contre-attaquer vers l\u2019autre but. 6 attaques chacun.",
          "Jeu 3, tournoi : 5 manches de 90 secondes de 1 contre 1 sans arr\xEAt, avec r\xE9cup\xE9ration entre les manches. Comptez les points."
        ],
        pt: [
          "Marque um campo de 10 x 15 m com uma baliza pequena (ou uma porta de cones de 1 m) em cada ponta.",
          "Jogo 1, linha de fundo: o atacante marca ao parar a bola em cima da linha do defesa. 6 ataques cada um.",
          "Jogo 2, balizas pequenas: o defesa passa a bola ao atacante para come\xE7ar e depois defende a baliza pequena. Se recuperar a bola, pode contra-atacar para a outra baliza. 6 ataques cada um.",
          "Jogo 3, torneio: 5 rondas de 90 segundos de 1 contra 1 sem parar, com descanso entre elas. Contem os pontos."
        ]
      },
      coachingPoints: {
        en: [
          "Attacker: run at the defender and change pace; use your best move.",
          "Defender: close quickly, then jockey; don\u2019t dive in.",
          "Switch straight from attacking to defending when the ball is lost."
        ],
        sv: [
          "Anfallare: g\xE5 p\xE5 f\xF6rsvararen och byt tempo; anv\xE4nd din b\xE4sta fint.",
          "F\xF6rsvarare: st\xE4ng snabbt och jockeya sedan; kasta dig inte in.",
          "St\xE4ll om direkt fr\xE5n anfall till f\xF6rsvar n\xE4r bollen \xE4r f\xF6rlorad."
        ],
        fr: [
          "Attaquant : provoquez le d\xE9fenseur et changez de rythme ; utilisez votre meilleure feinte.",
          "D\xE9fenseur : fermez vite, puis temporisez ; ne plongez pas.",
          "Passez tout de suite de l\u2019attaque \xE0 la d\xE9fense quand le ballon est perdu."
        ],
        pt: [
          "Atacante: v\xE1 para cima do defesa e mude de ritmo; use a sua melhor finta.",
          "Defesa: feche depressa e depois temporize; n\xE3o se atire ao ch\xE3o.",
          "Passe logo do ataque \xE0 defesa quando perder a bola."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "smallGoal", "partner", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b2-wall-passing-two-feet",
      title: {
        en: "Wall targets: pass with both feet",
        sv: "V\xE4ggm\xE5l: passa med b\xE5da f\xF6tterna",
        fr: "Cibles au mur : passes des deux pieds",
        pt: "Alvos na parede: passe com os dois p\xE9s"
      },
      description: {
        en: "Hit a target on a wall with the inside of both feet from three distances. Accurate, firm passes with either foot make you a player your teammates can trust.",
        sv: "Tr\xE4ffa ett m\xE5l p\xE5 en v\xE4gg med insidan p\xE5 b\xE5da f\xF6tterna fr\xE5n tre avst\xE5nd. Precisa, h\xE5rda passningar med b\xE5da f\xF6tterna g\xF6r dig till en spelare som lagkamraterna litar p\xE5.",
        fr: "Touchez une cible sur un mur de l\u2019int\xE9rieur des deux pieds, depuis trois distances. Des passes pr\xE9cises et appuy\xE9es des deux pieds font de vous un joueur sur qui l\u2019\xE9quipe peut compter.",
        pt: "Acerte num alvo numa parede com a parte interna dos dois p\xE9s, a partir de tr\xEAs dist\xE2ncias. Passes precisos e tensos com os dois p\xE9s fazem de si um jogador em quem a equipa confia."
      },
      steps: {
        en: [
          "Mark a target about 1 m wide on a wall (two cones against the wall, or chalk). Set cones at 5 m, 10 m and 15 m.",
          "From 5 m: 10 passes with your right foot and 10 with your left, using two touches (control, pass). One point per hit.",
          "From 10 m: the same, but the pass must be firm enough for the ball to come back past the 5 m cone.",
          "From 15 m: 5 passes per foot with the inside, then 5 per foot with the laces along the ground. Write down your score and beat it next time."
        ],
        sv: [
          "Markera ett m\xE5l p\xE5 en v\xE4gg, ungef\xE4r 1 m brett (tv\xE5 koner mot v\xE4ggen eller krita). St\xE4ll koner p\xE5 5 m, 10 m och 15 m.",
          "Fr\xE5n 5 m: 10 passningar med h\xF6ger fot och 10 med v\xE4nster, p\xE5 tv\xE5 touchar (mottagning, passning). En po\xE4ng per tr\xE4ff.",
          "Fr\xE5n 10 m: samma sak, men passningen m\xE5ste vara s\xE5 h\xE5rd att bollen kommer tillbaka f\xF6rbi 5-meterskonen.",
          "Fr\xE5n 15 m: 5 passningar per fot med insidan, sedan 5 per fot med vristen l\xE4ngs marken. Skriv upp po\xE4ngen och sl\xE5 den n\xE4sta g\xE5ng."
        ],
        fr: [
          "Marquez une cible d\u2019environ 1 m de large sur un mur (deux plots contre le mur, ou de la craie). Posez des plots \xE0 5 m, 10 m et 15 m.",
          "\xC0 5 m : 10 passes du pied droit et 10 du pied gauche, en deux touches (contr\xF4le, passe). Un point par cible touch\xE9e.",
          "\xC0 10 m : pareil, mais la passe doit \xEAtre assez appuy\xE9e pour que le ballon revienne au-del\xE0 du plot des 5 m.",
          "\xC0 15 m : 5 passes par pied de l\u2019int\xE9rieur, puis 5 par pied du cou-de-pied, au ras du sol. Notez votre score et battez-le la prochaine fois."
        ],
        pt: [
          "Marque um alvo com cerca de 1 m de largura numa parede (dois cones encostados \xE0 parede, ou giz). Ponha cones a 5 m, 10 m e 15 m.",
          "A 5 m: 10 passes com o p\xE9 direito e 10 com o esquerdo, em dois toques (rece\xE7\xE3o, passe). Um ponto por cada acerto.",
          "A 10 m: o mesmo, mas o passe tem de ser tenso o suficiente para a bola voltar para l\xE1 do cone dos 5 m.",
          "A 15 m: 5 passes por p\xE9 com a parte interna e depois 5 por p\xE9 com o peito do p\xE9, rasteiros. Aponte a pontua\xE7\xE3o e bata-a na pr\xF3xima vez."
        ]
      },
      coachingPoints: {
        en: [
          "Plant your standing foot next to the ball, pointing at the target.",
          "Lock your ankle, toes up, and strike through the middle of the ball.",
          "Follow through towards the target."
        ],
        sv: [
          "St\xE4ll st\xF6djefoten bredvid bollen, riktad mot m\xE5let.",
          "L\xE5s fotleden, t\xE5rna upp, och tr\xE4ffa mitt p\xE5 bollen.",
          "F\xF6lj igenom mot m\xE5let."
        ],
        fr: [
          "Posez le pied d\u2019appui \xE0 c\xF4t\xE9 du ballon, orient\xE9 vers la cible.",
          "Cheville verrouill\xE9e, pointe relev\xE9e : frappez le milieu du ballon.",
          "Accompagnez le geste vers la cible."
        ],
        pt: [
          "Coloque o p\xE9 de apoio ao lado da bola, apontado para o alvo.",
          "Tornozelo firme, ponta do p\xE9 para cima: bata no meio da bola.",
          "Acompanhe o movimento na dire\xE7\xE3o do alvo."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "wall", "cones"],
      videoUrl: null
    },
    {
      key: "b2-passing-gates-accuracy",
      title: {
        en: "Passing gates with a partner",
        sv: "Passningsportar med en partner",
        fr: "Portes de passe \xE0 deux",
        pt: "Portas de passe a dois"
      },
      description: {
        en: "Pass to each other through narrow cone gates, alternating feet, while your partner moves. Finding a teammate on the move is what happens in every match.",
        sv: "Passa till varandra genom smala konportar och v\xE4xla fot medan din partner r\xF6r sig. Att hitta en lagkamrat i r\xF6relse \xE4r n\xE5got som h\xE4nder i varje match.",
        fr: "Passez-vous le ballon \xE0 travers des portes de plots \xE9troites, en alternant les pieds, pendant que votre partenaire se d\xE9place. Trouver un partenaire en mouvement, c\u2019est ce qui se passe dans chaque match.",
        pt: "Passem a bola um ao outro atrav\xE9s de portas de cones estreitas, alternando os p\xE9s, enquanto o parceiro se movimenta. Encontrar um colega em movimento \xE9 o que acontece em todos os jogos."
      },
      steps: {
        en: [
          "Set three 1 m gates side by side, 3 m apart, 8 m in front of you. Your partner stands 4 m behind the gates.",
          "Pass through the middle gate; your partner returns the ball. Alternate right and left foot. 20 passes.",
          "Your partner now moves sideways and raises a hand behind the gate they want the ball through. Pass through that gate, into their path. 20 passes.",
          "Progression: step back to 12 m and use two touches at most. 3 rounds of 1 minute: count the passes through gates and swap roles after each round."
        ],
        sv: [
          "St\xE4ll tre portar p\xE5 1 m bredvid varandra, 3 m is\xE4r, 8 m framf\xF6r dig. Din partner st\xE5r 4 m bakom portarna.",
          "Passa genom mittporten; din partner passar tillbaka. V\xE4xla mellan h\xF6ger och v\xE4nster fot. 20 passningar.",
          "Nu r\xF6r sig din partner i sidled och r\xE4cker upp handen bakom den port hen vill ha bollen genom. Passa genom den porten, i hens l\xF6pv\xE4g. 20 passningar.",
          "Utveckling: g\xE5 bak till 12 m och spela p\xE5 h\xF6gst tv\xE5 touchar. 3 omg\xE5ngar \xE0 1 minut: r\xE4kna passningarna genom portarna och byt roller efter varje omg\xE5ng."
        ],
        fr: [
          "Placez trois portes de 1 m c\xF4te \xE0 c\xF4te, espac\xE9es de 3 m, \xE0 8 m devant vous. Votre partenaire se tient \xE0 4 m derri\xE8re les portes.",
          "Passez dans la porte du milieu ; votre partenaire vous rend le ballon. Alternez pied droit et pied gauche. 20 passes.",
          "Votre partenaire se d\xE9place maintenant lat\xE9ralement et l\xE8ve la main derri\xE8re la porte o\xF9 il veut le ballon. Passez dans cette porte, dans sa course. 20 passes.",
          "Progression : reculez \xE0 12 m et jouez en deux touches maximum. 3 s\xE9ries d\u2019une minute : comptez les passes r\xE9ussies et inversez les r\xF4les apr\xE8s chaque s\xE9rie."
        ],
        pt: [
          "Coloque tr\xEAs portas de 1 m lado a lado, a 3 m umas das outras, 8 m \xE0 sua frente. O parceiro fica 4 m atr\xE1s das portas.",
          "Passe pela porta do meio; o parceiro devolve a bola. Alterne p\xE9 direito e p\xE9 esquerdo. 20 passes.",
          "Agora o parceiro desloca-se para os lados e levanta a m\xE3o atr\xE1s da porta por onde quer a bola. Passe por essa porta, para a corrida dele. 20 passes.",
          "Progress\xE3o: recue para 12 m e jogue no m\xE1ximo a dois toques. 3 s\xE9ries de 1 minuto: contem os passes certos pelas portas e troquem de pap\xE9is no fim de cada s\xE9rie."
        ]
      },
      coachingPoints: {
        en: [
          "Look at the target before you pass, then at the ball as you strike it.",
          "Pass in front of your partner so they can keep moving.",
          "Weight the pass: firm over long distances, softer over short ones."
        ],
        sv: [
          "Titta p\xE5 m\xE5let innan du passar och p\xE5 bollen n\xE4r du sl\xE5r.",
          "Passa framf\xF6r din partner s\xE5 att hen kan forts\xE4tta r\xF6ra sig.",
          "Anpassa tyngden: h\xE5rt p\xE5 l\xE5ngt avst\xE5nd, mjukare p\xE5 kort."
        ],
        fr: [
          "Regardez la cible avant de passer, puis le ballon au moment de frapper.",
          "Passez devant votre partenaire pour qu\u2019il puisse continuer sa course.",
          "Dosez la passe : appuy\xE9e de loin, plus douce de pr\xE8s."
        ],
        pt: [
          "Olhe para o alvo antes de passar e para a bola no momento de lhe bater.",
          "Passe para a frente do parceiro para ele poder continuar a correr.",
          "Doseie o passe: mais forte de longe, mais suave de perto."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-one-touch-tempo",
      title: {
        en: "One-touch tempo against the wall",
        sv: "Direktspel i h\xF6gt tempo mot v\xE4ggen",
        fr: "Jeu en une touche contre le mur",
        pt: "Jogo a um toque contra a parede"
      },
      description: {
        en: "Play one-touch passes against a wall as fast as you can while staying accurate. One-touch play is the base of every wall pass and every quick combination.",
        sv: "Spela direktpassningar mot en v\xE4gg s\xE5 snabbt du kan utan att tappa precisionen. Direktspel \xE4r grunden i varje v\xE4ggspel och varje snabb kombination.",
        fr: "Encha\xEEnez des passes en une touche contre un mur le plus vite possible en restant pr\xE9cis. Le jeu en une touche est la base de tout une-deux et de toute combinaison rapide.",
        pt: "Fa\xE7a passes a um toque contra uma parede o mais depressa poss\xEDvel sem perder precis\xE3o. O jogo a um toque \xE9 a base de todas as tabelas e combina\xE7\xF5es r\xE1pidas."
      },
      steps: {
        en: [
          "Stand 4 m from a wall. Mark a 1 m target on it.",
          "One-touch passes with your right foot only for 30 seconds; count how many hit the target. Then left foot only. Rest 30 seconds.",
          "Alternate feet on every pass for 30 seconds: right, left, right. 3 sets.",
          "Progression: after every pass, take one step sideways so you must get your body behind the ball again. Then stand at 7 m and repeat your best set. Beat your record."
        ],
        sv: [
          "St\xE4ll dig 4 m fr\xE5n en v\xE4gg. Markera ett m\xE5l p\xE5 1 m p\xE5 den.",
          "Direktpassningar med bara h\xF6ger fot i 30 sekunder; r\xE4kna hur m\xE5nga som tr\xE4ffar m\xE5let. Sedan bara v\xE4nster. Vila 30 sekunder.",
          "V\xE4xla fot p\xE5 varje passning i 30 sekunder: h\xF6ger, v\xE4nster, h\xF6ger. 3 set.",
          "Utveckling: efter varje passning tar du ett steg i sidled, s\xE5 att du m\xE5ste f\xE5 kroppen bakom bollen igen. St\xE4ll dig sedan p\xE5 7 m och g\xF6r om ditt b\xE4sta set. Sl\xE5 ditt rekord."
        ],
        fr: [
          "Placez-vous \xE0 4 m d\u2019un mur. Marquez-y une cible de 1 m.",
          "Passes en une touche du pied droit seulement pendant 30 secondes ; comptez celles qui touchent la cible. Puis du pied gauche seulement. 30 secondes de repos.",
          "Alternez les pieds \xE0 chaque passe pendant 30 secondes : droit, gauche, droit. 3 s\xE9ries.",
          "Progression : apr\xE8s chaque passe, faites un pas de c\xF4t\xE9 pour devoir replacer votre corps derri\xE8re le ballon. Puis placez-vous \xE0 7 m et refaites votre meilleure s\xE9rie. Battez votre record."
        ],
        pt: [
          "Coloque-se a 4 m de uma parede. Marque nela um alvo de 1 m.",
          "Passes a um toque s\xF3 com o p\xE9 direito durante 30 segundos; conte quantos acertam no alvo. Depois s\xF3 com o esquerdo. 30 segundos de descanso.",
          "Alterne os p\xE9s em cada passe durante 30 segundos: direito, esquerdo, direito. 3 s\xE9ries.",
          "Progress\xE3o: depois de cada passe, d\xEA um passo para o lado, para ter de voltar a colocar o corpo atr\xE1s da bola. Depois passe para os 7 m e repita a sua melhor s\xE9rie. Bata o seu recorde."
        ]
      },
      coachingPoints: {
        en: [
          "Be on your toes before the ball comes back.",
          "Open your foot and keep it firm: the wall gives the pace, you give the direction.",
          "Stay calm: accurate first, then faster."
        ],
        sv: [
          "St\xE5 p\xE5 t\xE5 innan bollen kommer tillbaka.",
          "\xD6ppna foten och h\xE5ll den stadig: v\xE4ggen ger farten, du ger riktningen.",
          "Ta det lugnt: f\xF6rst precision, sedan fart."
        ],
        fr: [
          "Soyez sur la pointe des pieds avant le retour du ballon.",
          "Ouvrez le pied et gardez-le ferme : le mur donne la vitesse, vous donnez la direction.",
          "Restez calme : d\u2019abord pr\xE9cis, ensuite plus vite."
        ],
        pt: [
          "Esteja na ponta dos p\xE9s antes de a bola voltar.",
          "Abra o p\xE9 e mantenha-o firme: a parede d\xE1 a velocidade, voc\xEA d\xE1 a dire\xE7\xE3o.",
          "Com calma: primeiro preciso, depois mais r\xE1pido."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "wall", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b2-driven-pass-switch",
      title: {
        en: "Driven passes and switches of play",
        sv: "Vristpassningar och att v\xE4nda spelet",
        fr: "Passes tendues et renversements de jeu",
        pt: "Passes tensos e varia\xE7\xE3o do centro de jogo"
      },
      description: {
        en: "Strike driven passes with your laces over 15\u201325 m, low and hard, to switch the ball from one side to the other. On a bigger pitch, a good switch opens up space on the far side.",
        sv: "Sl\xE5 h\xE5rda, l\xE5ga passningar med vristen p\xE5 15\u201325 m f\xF6r att flytta bollen fr\xE5n en sida till den andra. P\xE5 en st\xF6rre plan \xF6ppnar en bra spelv\xE4ndning ytor p\xE5 bortre sidan.",
        fr: "Frappez des passes tendues du cou-de-pied sur 15 \xE0 25 m, basses et appuy\xE9es, pour renverser le jeu d\u2019un c\xF4t\xE9 \xE0 l\u2019autre. Sur un grand terrain, un bon renversement ouvre de l\u2019espace c\xF4t\xE9 oppos\xE9.",
        pt: "Bata passes tensos com o peito do p\xE9 a 15\u201325 m, baixos e fortes, para variar o centro de jogo de um lado para o outro. Num campo maior, uma boa varia\xE7\xE3o abre espa\xE7o do lado contr\xE1rio."
      },
      steps: {
        en: [
          "Stand 15 m from your partner (or a wall). Put a cone next to the ball to mark where your standing foot goes.",
          "Driven pass: approach at a slight angle, standing foot beside the ball, strike the middle of the ball with your laces, toes pointing down. 10 per foot.",
          "Move back to 20\u201325 m. Your partner stands in a 3 m box; the ball may bounce no more than twice before it gets there. 10 per foot, count how many arrive.",
          "Switch of play: receive a short pass from your partner on your left, touch the ball out of your feet to the right, then drive it to a cone gate 20 m away on the other side. 8 each way."
        ],
        sv: [
          "St\xE4ll dig 15 m fr\xE5n din partner (eller en v\xE4gg). L\xE4gg en kon bredvid bollen som visar var st\xF6djefoten ska st\xE5.",
          "H\xE5rd vristpassning: kom in lite snett, st\xF6djefoten bredvid bollen, tr\xE4ffa mitt p\xE5 bollen med vristen och t\xE5rna ned\xE5t. 10 per fot.",
          "G\xE5 bak till 20\u201325 m. Din partner st\xE5r i en ruta p\xE5 3 m; bollen f\xE5r inte studsa mer \xE4n tv\xE5 g\xE5nger innan den kommer fram. 10 per fot, r\xE4kna hur m\xE5nga som n\xE5r fram.",
          "V\xE4nd spelet: ta emot en kort passning fr\xE5n din partner p\xE5 v\xE4nster sida, l\xE4gg bollen ut fr\xE5n f\xF6tterna \xE5t h\xF6ger och sl\xE5 den sedan till en konport 20 m bort p\xE5 andra sidan. 8 \xE5t varje h\xE5ll."
        ],
        fr: [
          "Placez-vous \xE0 15 m de votre partenaire (ou d\u2019un mur). Posez un plot \xE0 c\xF4t\xE9 du ballon pour marquer l\u2019emplacement du pied d\u2019appui.",
          "Passe tendue : arrivez l\xE9g\xE8rement en biais, pied d\u2019appui \xE0 c\xF4t\xE9 du ballon, frappez le milieu du ballon du cou-de-pied, pointe vers le bas. 10 par pied.",
          "Reculez \xE0 20\u201325 m. Votre partenaire se tient dans un carr\xE9 de 3 m ; le ballon ne doit pas rebondir plus de deux fois avant d\u2019y arriver. 10 par pied, comptez les r\xE9ussites.",
          "Renversement : recevez une passe courte de votre partenaire sur votre gauche, orientez le contr\xF4le vers la droite pour sortir le ballon de vos pieds, puis frappez vers une porte de plots \xE0 20 m de l\u2019autre c\xF4t\xE9. 8 dans chaque sens."
        ],
        pt: [
          "Coloque-se a 15 m do seu parceiro (ou de uma parede). Ponha um cone ao lado da bola para marcar onde fica o p\xE9 de apoio.",
          "Passe tenso: aproxime-se ligeiramente na diagonal, p\xE9 de apoio ao lado da bola, bata no meio da bola com o peito do p\xE9 e a ponta do p\xE9 para baixo. 10 com cada p\xE9.",
          "Recue para 20\u201325 m. O parceiro fica num quadrado de 3 m; a bola n\xE3o pode saltar mais de duas vezes antes de l\xE1 chegar. 10 com cada p\xE9, conte quantos chegam.",
          "Varia\xE7\xE3o: receba um passe curto do parceiro do lado esquerdo, oriente a rece\xE7\xE3o para a direita para tirar a bola dos p\xE9s e depois bata para uma porta de cones a 20 m do outro lado. 8 para cada lado."
        ]
      },
      coachingPoints: {
        en: [
          "Make your last stride slightly longer, standing foot beside the ball.",
          "Lean over the ball a little to keep it low.",
          "The first touch sets up the pass: push the ball out of your feet."
        ],
        sv: [
          "G\xF6r sista steget lite l\xE4ngre, med st\xF6djefoten bredvid bollen.",
          "Luta dig lite \xF6ver bollen s\xE5 att den h\xE5ller sig l\xE5g.",
          "F\xF6rsta touchen f\xF6rbereder passningen: l\xE4gg bollen ut fr\xE5n f\xF6tterna."
        ],
        fr: [
          "Allongez un peu le dernier appui, pied d\u2019appui \xE0 c\xF4t\xE9 du ballon.",
          "Penchez-vous l\xE9g\xE8rement au-dessus du ballon pour qu\u2019il reste bas.",
          "Le contr\xF4le pr\xE9pare la passe : sortez le ballon de vos pieds."
        ],
        pt: [
          "D\xEA o \xFAltimo passo um pouco mais longo, com o p\xE9 de apoio ao lado da bola.",
          "Incline-se ligeiramente sobre a bola para ela sair baixa.",
          "A rece\xE7\xE3o prepara o passe: tire a bola dos p\xE9s."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-wall-pass-give-and-go",
      title: {
        en: "Give-and-go past a defender",
        sv: "V\xE4ggspel f\xF6rbi en f\xF6rsvarare",
        fr: "Le une-deux pour \xE9liminer",
        pt: "Tabela para passar o defesa"
      },
      description: {
        en: "Use a wall as your teammate: pass, sprint past a cone \u201Cdefender\u201D and collect the return. The wall pass (one-two) is the quickest way past an opponent without dribbling.",
        sv: "Anv\xE4nd en v\xE4gg som medspelare: passa, sprinta f\xF6rbi en kon som \u201Df\xF6rsvarare\u201D och ta emot returen. V\xE4ggspelet \xE4r det snabbaste s\xE4ttet att komma f\xF6rbi en motst\xE5ndare utan att dribbla.",
        fr: "Utilisez un mur comme partenaire : passez, sprintez derri\xE8re un plot \xAB d\xE9fenseur \xBB et r\xE9cup\xE9rez le retour. Le une-deux est le moyen le plus rapide de passer un adversaire sans dribbler.",
        pt: "Use uma parede como colega: passe, sprinte para l\xE1 de um cone \u201Cdefesa\u201D e receba a devolu\xE7\xE3o. A tabela \xE9 a forma mais r\xE1pida de ultrapassar um advers\xE1rio sem driblar."
      },
      steps: {
        en: [
          "Make a 20 m channel along a wall, 3 m from the wall. Put a cone \u201Cdefender\u201D in the middle of the channel and a small goal at the end.",
          "Dribble towards the cone. 2\u20133 m before it, pass at an angle against the wall with the foot nearest the wall.",
          "Sprint past the other side of the cone, collect the rebound in your stride and finish into the small goal. 10 reps, then come from the other direction to use your other foot.",
          "Progression: your partner replaces the cone and may take one step to block the pass or your run; if they block the pass, dribble past them instead. 3 rounds of 8."
        ],
        sv: [
          "G\xF6r en kanal p\xE5 20 m l\xE4ngs en v\xE4gg, 3 m fr\xE5n v\xE4ggen. St\xE4ll en kon som \u201Df\xF6rsvarare\u201D mitt i kanalen och ett litet m\xE5l i slutet.",
          "Dribbla mot konen. 2\u20133 m f\xF6re den passar du snett mot v\xE4ggen med foten n\xE4rmast v\xE4ggen.",
          "Sprinta f\xF6rbi konen p\xE5 andra sidan, ta med dig returen i l\xF6pningen och avsluta i det lilla m\xE5let. 10 repetitioner, kom sedan fr\xE5n andra h\xE5llet f\xF6r att anv\xE4nda den andra foten.",
          "Utveckling: din partner ers\xE4tter konen och f\xE5r ta ett steg f\xF6r att st\xE4nga passningen eller din l\xF6pning; st\xE4nger hen passningen dribblar du f\xF6rbi i st\xE4llet. 3 omg\xE5ngar \xE0 8."
        ],
        fr: [
          "Faites un couloir de 20 m le long d\u2019un mur, \xE0 3 m de celui-ci. Posez un plot \xAB d\xE9fenseur \xBB au milieu du couloir et un mini-but au bout.",
          "Avancez vers le plot en conduite de balle. \xC0 2\u20133 m du plot, passez en biais contre le mur avec le pied le plus proche du mur.",
          "Sprintez de l\u2019autre c\xF4t\xE9 du plot, reprenez le ballon dans votre course et marquez dans le mini-but. 10 r\xE9p\xE9titions, puis revenez dans l\u2019autre sens pour utiliser l\u2019autre pied.",
          "Progression : votre partenaire remplace le plot et peut faire un pas pour couper la passe ou votre course ; s\u2019il coupe la passe, dribblez-le. 3 s\xE9ries de 8."
        ],
        pt: [
          "Fa\xE7a um corredor de 20 m ao longo de uma parede, a 3 m dela. Coloque um cone \u201Cdefesa\u201D a meio do corredor e uma baliza pequena no fim.",
          "Conduza a bola na dire\xE7\xE3o do cone. A 2\u20133 m dele, passe na diagonal contra a parede com o p\xE9 mais pr\xF3ximo da parede.",
          "Sprinte pelo outro lado do cone, receba a devolu\xE7\xE3o em corrida e finalize na baliza pequena. 10 repeti\xE7\xF5es; depois venha no sentido contr\xE1rio para usar o outro p\xE9.",
          "Progress\xE3o: o parceiro substitui o cone e pode dar um passo para cortar o passe ou a sua corrida; se cortar o passe, drible-o. 3 s\xE9ries de 8."
        ]
      },
      coachingPoints: {
        en: [
          "Draw the defender towards you before you pass.",
          "Pass and go at once: the sprint starts as the ball leaves your foot.",
          "Take the return pass forward, in your stride."
        ],
        sv: [
          "Dra f\xF6rsvararen mot dig innan du passar.",
          "Passa och g\xE5 direkt: sprinten b\xF6rjar n\xE4r bollen l\xE4mnar foten.",
          "Ta emot returen fram\xE5t, i l\xF6pningen."
        ],
        fr: [
          "Attirez le d\xE9fenseur vers vous avant de passer.",
          "Passe et va tout de suite : le sprint d\xE9marre quand le ballon quitte le pied.",
          "Prenez le retour vers l\u2019avant, dans votre course."
        ],
        pt: [
          "Atraia o defesa antes de passar.",
          "Passe e v\xE1 logo: o sprint come\xE7a quando a bola sai do p\xE9.",
          "Receba a devolu\xE7\xE3o para a frente, em corrida."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "wall", "cones", "smallGoal", "partner"],
      videoUrl: null
    },
    {
      key: "b2-overlap-run",
      title: {
        en: "Overlap and go",
        sv: "\xD6verlapp och iv\xE4g",
        fr: "Le d\xE9doublement",
        pt: "Sobreposi\xE7\xE3o e arranque"
      },
      description: {
        en: "With a partner, practise the overlap: you pass, run around the outside of your teammate and receive in the space in front. Overlaps create a 2v1 on the wing.",
        sv: "Tr\xE4na \xF6verlappningen med en partner: du passar, springer runt utsidan av din medspelare och tar emot i ytan framf\xF6r. \xD6verlappningar skapar 2 mot 1 p\xE5 kanten.",
        fr: "Avec un partenaire, travaillez le d\xE9doublement : vous passez, vous contournez votre partenaire par l\u2019ext\xE9rieur et recevez dans l\u2019espace devant lui. Le d\xE9doublement cr\xE9e un 2 contre 1 sur le c\xF4t\xE9.",
        pt: "Com um parceiro, treine a sobreposi\xE7\xE3o: voc\xEA passa, contorna o colega por fora e recebe no espa\xE7o \xE0 frente dele. As sobreposi\xE7\xF5es criam um 2 contra 1 no corredor lateral."
      },
      steps: {
        en: [
          "Mark a channel 10 m wide and 25 m long. Your partner starts 5 m ahead of you on the inside; you have the ball on the outside.",
          "Pass to your partner, then run around behind them and up the outside. Your partner dribbles inside for a few metres to hold the defender, then plays the ball into your path.",
          "Receive in your stride and cross or pass into a gate at the end. 8 reps on each side, then swap roles.",
          "Progression: add a third person (or a cone) as a defender. Your partner decides: if the defender stays on them, they pass to you on the overlap; if the defender follows you, they keep the ball and cut inside. 3 rounds of 6."
        ],
        sv: [
          "Markera en kanal som \xE4r 10 m bred och 25 m l\xE5ng. Din partner startar 5 m framf\xF6r dig p\xE5 insidan; du har bollen p\xE5 utsidan.",
          "Passa till din partner och spring sedan runt bakom hen och upp l\xE4ngs utsidan. Din partner dribblar in\xE5t n\xE5gra meter f\xF6r att l\xE5sa f\xF6rsvararen och spelar sedan bollen i din l\xF6pv\xE4g.",
          "Ta emot i l\xF6pningen och sl\xE5 ett inl\xE4gg eller passa in i en port i slutet. 8 repetitioner p\xE5 varje sida, byt sedan roller.",
          "Utveckling: l\xE4gg till en tredje person (eller en kon) som f\xF6rsvarare. Din partner best\xE4mmer: stannar f\xF6rsvararen p\xE5 hen passar hen dig i \xF6verlappet; f\xF6ljer f\xF6rsvararen dig beh\xE5ller hen bollen och g\xE5r in\xE5t. 3 omg\xE5ngar \xE0 6."
        ],
        fr: [
          "D\xE9limitez un couloir de 10 m de large sur 25 m de long. Votre partenaire part 5 m devant vous, \xE0 l\u2019int\xE9rieur ; vous avez le ballon \xE0 l\u2019ext\xE9rieur.",
          "Passez \xE0 votre partenaire, puis contournez-le par l\u2019arri\xE8re et remontez par l\u2019ext\xE9rieur. Votre partenaire repique de quelques m\xE8tres vers l\u2019int\xE9rieur pour fixer le d\xE9fenseur, puis joue le ballon dans votre course.",
          "Recevez en pleine course et centrez ou passez dans une porte au bout du couloir. 8 r\xE9p\xE9titions de chaque c\xF4t\xE9, puis inversez les r\xF4les.",
          "Progression : ajoutez une troisi\xE8me personne (ou un plot) en d\xE9fenseur. Votre partenaire d\xE9cide : si le d\xE9fenseur reste sur lui, il vous sert dans le d\xE9doublement ; s\u2019il vous suit, il garde le ballon et repique \xE0 l\u2019int\xE9rieur. 3 s\xE9ries de 6."
        ],
        pt: [
          "Marque um corredor com 10 m de largura e 25 m de comprimento. O parceiro come\xE7a 5 m \xE0 sua frente, por dentro; voc\xEA tem a bola por fora.",
          "Passe ao parceiro e depois contorne-o por tr\xE1s e suba por fora. O parceiro conduz alguns metros para dentro para fixar o defesa e depois joga a bola para a sua corrida.",
          "Receba em corrida e cruze ou passe para uma porta no fim do corredor. 8 repeti\xE7\xF5es de cada lado; depois troquem de pap\xE9is.",
          "Progress\xE3o: juntem uma terceira pessoa (ou um cone) a defender. O parceiro decide: se o defesa fica nele, passa-lhe a bola na sobreposi\xE7\xE3o; se o defesa o segue a si, fica com a bola e entra por dentro. 3 s\xE9ries de 6."
        ]
      },
      coachingPoints: {
        en: [
          "Call \u201Coutside!\u201D so your partner knows you are coming.",
          "Run wide in an arc so you receive the ball at full speed.",
          "Partner: dribble inside to draw the defender before releasing the pass."
        ],
        sv: [
          "Ropa \u201Dutsida!\u201D s\xE5 att din partner vet att du kommer.",
          "Spring brett i en b\xE5ge s\xE5 att du tar emot bollen i full fart.",
          "Partner: dribbla in\xE5t f\xF6r att dra till dig f\xF6rsvararen innan du sl\xE4pper passningen."
        ],
        fr: [
          "Annoncez \xAB ext\xE9rieur ! \xBB pour que votre partenaire sache que vous arrivez.",
          "Courez large, en arc, pour recevoir le ballon \xE0 pleine vitesse.",
          "Partenaire : repiquez \xE0 l\u2019int\xE9rieur pour attirer le d\xE9fenseur avant de l\xE2cher la passe."
        ],
        pt: [
          "Diga \u201Cpor fora!\u201D para o parceiro saber que vai a chegar.",
          "Corra largo, em arco, para receber a bola em velocidade m\xE1xima.",
          "Parceiro: conduza para dentro para atrair o defesa antes de soltar o passe."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-third-player-run",
      title: {
        en: "The third-player run",
        sv: "Tredjemansl\xF6pningen",
        fr: "L\u2019appel du troisi\xE8me homme",
        pt: "Movimento de terceiro homem"
      },
      description: {
        en: "You pass to one player but get the ball back from another: that is the third-player run. With a wall and a partner, you learn to time your run so you receive in the space behind the defence.",
        sv: "Du passar till en spelare men f\xE5r bollen av en annan: det \xE4r tredjemansl\xF6pningen. Med en v\xE4gg och en partner l\xE4r du dig tajma l\xF6pningen s\xE5 att du f\xE5r bollen i ytan bakom f\xF6rsvaret.",
        fr: "Vous passez \xE0 un joueur mais recevez le ballon d\u2019un autre : c\u2019est l\u2019appel du troisi\xE8me homme. Avec un mur et un partenaire, vous apprenez \xE0 d\xE9clencher votre appel au bon moment pour recevoir dans l\u2019espace derri\xE8re la d\xE9fense.",
        pt: "Passa a um jogador, mas recebe a bola de outro: \xE9 o movimento de terceiro homem. Com uma parede e um parceiro, aprende a sincronizar a desmarca\xE7\xE3o para receber no espa\xE7o nas costas da defesa."
      },
      steps: {
        en: [
          "Stand 5 m from a wall; your partner also stands 5 m from the wall, 6 m to your right. Put a 2 m gate 12 m ahead of you, parallel to the wall, and a cone \u201Cdefender\u201D next to you.",
          "Pass at an angle against the wall so the rebound goes to your partner. As soon as the ball leaves your foot, sprint past the cone towards the gate.",
          "Your partner passes first time into your run; take the ball through the gate in your stride. 10 reps, then swap places.",
          "Progression: with two friends, play a triangle (A to B, B lays off to C, C plays A in behind) with a passive defender marking A. 3 rounds of 6."
        ],
        sv: [
          "St\xE4ll dig 5 m fr\xE5n en v\xE4gg; din partner st\xE5r ocks\xE5 5 m fr\xE5n v\xE4ggen, 6 m till h\xF6ger om dig. St\xE4ll en port p\xE5 2 m 12 m framf\xF6r dig, parallellt med v\xE4ggen, och en kon som \u201Df\xF6rsvarare\u201D bredvid dig.",
          "Passa snett mot v\xE4ggen s\xE5 att returen g\xE5r till din partner. S\xE5 fort bollen l\xE4mnar foten sprintar du f\xF6rbi konen mot porten.",
          "Din partner passar direkt i din l\xF6pv\xE4g; ta med bollen genom porten i l\xF6pningen. 10 repetitioner, byt sedan plats.",
          "Utveckling: med tv\xE5 kompisar spelar ni en triangel (A till B, B l\xE4gger av till C, C spelar A bakom f\xF6rsvaret) med en passiv f\xF6rsvarare som markerar A. 3 omg\xE5ngar \xE0 6."
        ],
        fr: [
          "Placez-vous \xE0 5 m d\u2019un mur ; votre partenaire est aussi \xE0 5 m du mur, 6 m \xE0 votre droite. Posez une porte de 2 m \xE0 12 m devant vous, parall\xE8le au mur, et un plot \xAB d\xE9fenseur \xBB \xE0 c\xF4t\xE9 de vous.",
          "Passez en biais contre le mur pour que le ballon revienne vers votre partenaire. D\xE8s que le ballon quitte votre pied, sprintez derri\xE8re le plot vers la porte.",
          "Votre partenaire joue en une touche dans votre course ; franchissez la porte avec le ballon sans casser votre course. 10 r\xE9p\xE9titions, puis changez de place.",
          "Progression : avec deux amis, jouez en triangle (A vers B, B remise pour C, C lance A dans le dos de la d\xE9fense) avec un d\xE9fenseur passif sur A. 3 s\xE9ries de 6."
        ],
        pt: [
          "Coloque-se a 5 m de uma parede; o parceiro tamb\xE9m fica a 5 m da parede, 6 m \xE0 sua direita. Ponha uma porta de 2 m 12 m \xE0 sua frente, paralela \xE0 parede, e um cone \u201Cdefesa\u201D ao seu lado.",
          "Passe na diagonal contra a parede para o ressalto ir para o parceiro. Mal a bola sai do seu p\xE9, sprinte para l\xE1 do cone em dire\xE7\xE3o \xE0 porta.",
          "O parceiro passa de primeira para a sua corrida; leve a bola pela porta sem parar. 10 repeti\xE7\xF5es e depois troquem de lugar.",
          "Progress\xE3o: com dois amigos, joguem em tri\xE2ngulo (A para B, B deixa para C, C isola A nas costas da defesa) com um defesa passivo a marcar A. 3 s\xE9ries de 6."
        ]
      },
      coachingPoints: {
        en: [
          "Start your run the moment you pass, not when the ball reaches the third player.",
          "Third player: look at the runner before the ball arrives.",
          "Play the final pass into the space in front of the runner."
        ],
        sv: [
          "Starta l\xF6pningen n\xE4r du passar, inte n\xE4r bollen n\xE5r den tredje spelaren.",
          "Tredje spelaren: titta p\xE5 l\xF6paren innan bollen kommer.",
          "Sl\xE5 den sista passningen i ytan framf\xF6r l\xF6paren."
        ],
        fr: [
          "Partez d\xE8s votre passe, pas quand le ballon arrive au troisi\xE8me joueur.",
          "Troisi\xE8me joueur : regardez le coureur avant l\u2019arriv\xE9e du ballon.",
          "Jouez la derni\xE8re passe dans l\u2019espace devant le coureur."
        ],
        pt: [
          "Arranque assim que passa, n\xE3o quando a bola chega ao terceiro jogador.",
          "Terceiro jogador: olhe para quem corre antes de a bola chegar.",
          "Fa\xE7a o \xFAltimo passe para o espa\xE7o \xE0 frente de quem corre."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "wall", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-placement-shooting",
      title: {
        en: "Pick your corner",
        sv: "V\xE4lj ditt h\xF6rn",
        fr: "Choisissez votre coin",
        pt: "Escolha o seu canto"
      },
      description: {
        en: "Place your shots into the corners of the goal with the inside of your foot. Placement beats power: a shot in the corner is hard for any goalkeeper to save.",
        sv: "Placera skotten i m\xE5lets h\xF6rn med insidan. Placering sl\xE5r kraft: ett skott i h\xF6rnet \xE4r sv\xE5rt f\xF6r varje m\xE5lvakt att r\xE4dda.",
        fr: "Placez vos frappes dans les coins du but de l\u2019int\xE9rieur du pied. La pr\xE9cision avant la puissance : un tir dans le coin est difficile \xE0 arr\xEAter pour n\u2019importe quel gardien.",
        pt: "Coloque os remates nos cantos da baliza com a parte interna do p\xE9. Coloca\xE7\xE3o vale mais do que for\xE7a: um remate ao canto \xE9 dif\xEDcil de defender para qualquer guarda-redes."
      },
      steps: {
        en: [
          "Put a cone 1 m inside each post (or hang a bib in each corner) to mark the target zones. Place 6 balls 10 m from goal.",
          "Side-foot each ball into a corner zone: 3 to the left, 3 to the right. One point for a shot in a zone, nothing for the middle.",
          "Move back to 12 m, then to an angle on the left and on the right. 6 balls from each spot.",
          "Progression: your partner (or a parent) stands in goal and calls \u201Cleft\u201D or \u201Cright\u201D just before you shoot. Best score out of 12 wins; then swap."
        ],
        sv: [
          "St\xE4ll en kon 1 m innanf\xF6r varje stolpe (eller h\xE4ng en v\xE4st i varje h\xF6rn) f\xF6r att markera m\xE5lzonerna. L\xE4gg 6 bollar 10 m fr\xE5n m\xE5l.",
          "Placera varje boll med insidan i en h\xF6rnzon: 3 till v\xE4nster, 3 till h\xF6ger. En po\xE4ng f\xF6r skott i zonen, ingen po\xE4ng i mitten.",
          "Flytta bak till 12 m och sedan till en vinkel fr\xE5n v\xE4nster och fr\xE5n h\xF6ger. 6 bollar fr\xE5n varje plats.",
          "Utveckling: din partner (eller en f\xF6r\xE4lder) st\xE5r i m\xE5l och ropar \u201Dv\xE4nster\u201D eller \u201Dh\xF6ger\u201D precis innan du skjuter. B\xE4sta po\xE4ng av 12 vinner; byt sedan."
        ],
        fr: [
          "Posez un plot \xE0 1 m \xE0 l\u2019int\xE9rieur de chaque poteau (ou accrochez une chasuble dans chaque coin) pour marquer les zones cibles. Placez 6 ballons \xE0 10 m du but.",
          "Frappez chaque ballon de l\u2019int\xE9rieur du pied dans une zone de coin : 3 \xE0 gauche, 3 \xE0 droite. Un point par tir dans une zone, rien au milieu.",
          "Reculez \xE0 12 m, puis d\xE9calez-vous sur un angle \xE0 gauche et \xE0 droite. 6 ballons de chaque position.",
          "Progression : votre partenaire (ou un parent) se met dans le but et annonce \xAB gauche \xBB ou \xAB droite \xBB juste avant votre frappe. Le meilleur score sur 12 gagne ; puis inversez."
        ],
        pt: [
          "Ponha um cone 1 m para dentro de cada poste (ou pendure um colete em cada canto) para marcar as zonas-alvo. Coloque 6 bolas a 10 m da baliza.",
          "Remate cada bola com a parte interna do p\xE9 para uma zona de canto: 3 para a esquerda, 3 para a direita. Um ponto por remate na zona, nada ao meio.",
          "Recue para 12 m e depois desloque-se para um \xE2ngulo \xE0 esquerda e \xE0 direita. 6 bolas de cada posi\xE7\xE3o.",
          "Progress\xE3o: o parceiro (ou um dos pais) fica na baliza e diz \u201Cesquerda\u201D ou \u201Cdireita\u201D mesmo antes do remate. Ganha a melhor pontua\xE7\xE3o em 12; depois troquem."
        ]
      },
      coachingPoints: {
        en: [
          "Look at the corner, then at the ball as you strike.",
          "Your standing foot points where you want the ball to go.",
          "Strike through the middle of the ball to keep it low."
        ],
        sv: [
          "Titta p\xE5 h\xF6rnet, sedan p\xE5 bollen n\xE4r du skjuter.",
          "St\xF6djefoten pekar dit du vill att bollen ska g\xE5.",
          "Tr\xE4ffa mitt p\xE5 bollen f\xF6r att h\xE5lla skottet l\xE5gt."
        ],
        fr: [
          "Regardez le coin, puis le ballon au moment de frapper.",
          "Le pied d\u2019appui pointe l\xE0 o\xF9 vous voulez envoyer le ballon.",
          "Frappez le milieu du ballon pour que le tir reste bas."
        ],
        pt: [
          "Olhe para o canto e depois para a bola no momento do remate.",
          "O p\xE9 de apoio aponta para onde quer mandar a bola.",
          "Bata no meio da bola para o remate sair rasteiro."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-dribble-and-shoot",
      title: {
        en: "Dribble, set and shoot",
        sv: "Dribbla, f\xF6rbered och skjut",
        fr: "Dribbler, pr\xE9parer, frapper",
        pt: "Driblar, preparar e rematar"
      },
      description: {
        en: "Dribble through a short cone slalom, take a set-up touch out of your feet and strike with your laces. Scoring after a dribble depends on that one touch that opens up the shot.",
        sv: "Dribbla genom en kort konslalom, l\xE4gg en f\xF6rberedande touch ut fr\xE5n f\xF6tterna och skjut med vristen. Att g\xF6ra m\xE5l efter en dribbling h\xE4nger p\xE5 touchen som \xF6ppnar skottl\xE4get.",
        fr: "Faites un court slalom entre des plots, pr\xE9parez le ballon d\u2019une touche hors de vos pieds et frappez du cou-de-pied. Marquer apr\xE8s un dribble, c\u2019est d\u2019abord r\xE9ussir la touche qui ouvre la frappe.",
        pt: "Fa\xE7a um pequeno slalom entre cones, prepare a bola com um toque para fora dos p\xE9s e remate com o peito do p\xE9. Marcar depois de um drible depende do toque que abre o espa\xE7o para o remate."
      },
      steps: {
        en: [
          "Set 4 cones in a slalom, 2 m apart, starting 22 m from goal. Place a \u201Cshooting line\u201D cone at 14 m.",
          "Dribble through the slalom, then take one touch forward and slightly to the side before the shooting line.",
          "Shoot with your laces before the line: aim low at a corner. 8 shots with each foot.",
          "Progression: your partner starts 5 m behind you and chases; you must get the shot away before they touch you. 2 rounds of 6."
        ],
        sv: [
          "St\xE4ll 4 koner i slalom, 2 m is\xE4r, med start 22 m fr\xE5n m\xE5l. L\xE4gg en kon som \u201Dskottlinje\u201D p\xE5 14 m.",
          "Dribbla genom slalomen och ta sedan en touch fram\xE5t och lite \xE5t sidan f\xF6re skottlinjen.",
          "Skjut med vristen f\xF6re linjen: sikta l\xE5gt mot ett h\xF6rn. 8 skott med varje fot.",
          "Utveckling: din partner startar 5 m bakom dig och jagar; du m\xE5ste f\xE5 iv\xE4g skottet innan hen nuddar dig. 2 omg\xE5ngar \xE0 6."
        ],
        fr: [
          "Placez 4 plots en slalom, espac\xE9s de 2 m, en partant \xE0 22 m du but. Posez un plot \xAB ligne de tir \xBB \xE0 14 m.",
          "Faites le slalom, puis poussez le ballon vers l\u2019avant et l\xE9g\xE8rement sur le c\xF4t\xE9 avant la ligne de tir.",
          "Frappez du cou-de-pied avant la ligne : visez bas dans un coin. 8 frappes de chaque pied.",
          "Progression : votre partenaire part 5 m derri\xE8re vous et vous poursuit ; vous devez frapper avant qu\u2019il ne vous touche. 2 s\xE9ries de 6."
        ],
        pt: [
          "Coloque 4 cones em slalom, a 2 m uns dos outros, come\xE7ando a 22 m da baliza. Ponha um cone como \u201Clinha de remate\u201D aos 14 m.",
          "Fa\xE7a o slalom e depois d\xEA um toque para a frente e ligeiramente para o lado antes da linha de remate.",
          "Remate com o peito do p\xE9 antes da linha: aponte rasteiro a um canto. 8 remates com cada p\xE9.",
          "Progress\xE3o: o parceiro parte 5 m atr\xE1s de si e persegue-o; tem de rematar antes de ele lhe tocar. 2 s\xE9ries de 6."
        ]
      },
      coachingPoints: {
        en: [
          "The set-up touch goes out of your feet, about one step ahead.",
          "Head and knee over the ball, toes pointing down, for a low, hard shot.",
          "Land on your shooting foot after the strike."
        ],
        sv: [
          "Den f\xF6rberedande touchen g\xE5r ut fr\xE5n f\xF6tterna, ungef\xE4r ett steg framf\xF6r.",
          "Huvud och kn\xE4 \xF6ver bollen, t\xE5rna ned\xE5t, f\xF6r ett l\xE5gt och h\xE5rt skott.",
          "Landa p\xE5 skottfoten efter skottet."
        ],
        fr: [
          "La touche de pr\xE9paration sort le ballon de vos pieds, environ un pas devant.",
          "T\xEAte et genou au-dessus du ballon, pointe vers le bas, pour une frappe basse et puissante.",
          "Retombez sur le pied de frappe apr\xE8s le tir."
        ],
        pt: [
          "O toque de prepara\xE7\xE3o tira a bola dos p\xE9s, cerca de um passo \xE0 frente.",
          "Cabe\xE7a e joelho por cima da bola, ponta do p\xE9 para baixo, para um remate baixo e forte.",
          "Depois do remate, caia sobre o p\xE9 que rematou."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "goal", "partner"],
      videoUrl: null
    },
    {
      key: "b2-weak-foot-finishing",
      title: {
        en: "Weaker-foot goal challenge",
        sv: "M\xE5lutmaning med svaga foten",
        fr: "Le d\xE9fi du pied faible",
        pt: "Desafio do p\xE9 mais fraco"
      },
      description: {
        en: "A scoring game in which goals with your weaker foot count double. Strikers who score with both feet are much harder to defend against.",
        sv: "En m\xE5lskyttet\xE4vling d\xE4r m\xE5l med den svagare foten r\xE4knas dubbelt. Anfallare som g\xF6r m\xE5l med b\xE5da f\xF6tterna \xE4r mycket sv\xE5rare att f\xF6rsvara sig mot.",
        fr: "Un jeu de finition o\xF9 les buts marqu\xE9s du pied faible comptent double. Les attaquants qui marquent des deux pieds sont beaucoup plus difficiles \xE0 d\xE9fendre.",
        pt: "Um jogo de finaliza\xE7\xE3o em que os golos com o p\xE9 mais fraco valem a dobrar. Avan\xE7ados que marcam com os dois p\xE9s s\xE3o muito mais dif\xEDceis de travar."
      },
      steps: {
        en: [
          "Place 10 balls in an arc 10\u201312 m from goal. Mark two corner zones with cones 1 m inside the posts.",
          "Round 1: shoot every ball with your weaker foot, using the inside of the foot. 1 point on target, 2 points in a corner zone.",
          "Round 2: your partner rolls the ball to you from the side; one touch to set it, then shoot with the foot furthest from the pass (often your weaker one). 10 balls.",
          "Round 3: first-time finishes from a pass rolled across you, alternating feet. Add up the three rounds and beat your total next week."
        ],
        sv: [
          "L\xE4gg 10 bollar i en b\xE5ge 10\u201312 m fr\xE5n m\xE5l. Markera tv\xE5 h\xF6rnzoner med koner 1 m innanf\xF6r stolparna.",
          "Omg\xE5ng 1: skjut varje boll med din svagare fot, med insidan. 1 po\xE4ng p\xE5 m\xE5l, 2 po\xE4ng i en h\xF6rnzon.",
          "Omg\xE5ng 2: din partner rullar bollen till dig fr\xE5n sidan; en touch f\xF6r att f\xF6rbereda och sedan skott med foten l\xE4ngst fr\xE5n passningen (ofta den svagare). 10 bollar.",
          "Omg\xE5ng 3: direktavslut p\xE5 en passning som rullas tv\xE4rs framf\xF6r dig, v\xE4xla fot. L\xE4gg ihop de tre omg\xE5ngarna och sl\xE5 din summa n\xE4sta vecka."
        ],
        fr: [
          "Placez 10 ballons en arc de cercle entre 10 et 12 m du but. Marquez deux zones de coin avec des plots \xE0 1 m \xE0 l\u2019int\xE9rieur des poteaux.",
          "Manche 1 : frappez chaque ballon du pied faible, de l\u2019int\xE9rieur du pied. 1 point pour un tir cadr\xE9, 2 points dans une zone de coin.",
          "Manche 2 : votre partenaire vous fait rouler le ballon depuis le c\xF4t\xE9 ; une touche pour pr\xE9parer, puis frappe avec le pied le plus \xE9loign\xE9 de la passe (souvent le pied faible). 10 ballons.",
          "Manche 3 : frappes en une touche sur une passe qui traverse devant vous, en alternant les pieds. Additionnez les trois manches et battez votre total la semaine prochaine."
        ],
        pt: [
          "Coloque 10 bolas em arco a 10\u201312 m da baliza. Marque duas zonas de canto com cones 1 m para dentro dos postes.",
          "Ronda 1: remate todas as bolas com o p\xE9 mais fraco, com a parte interna. 1 ponto se acertar na baliza, 2 pontos numa zona de canto.",
          "Ronda 2: o parceiro rola-lhe a bola de lado; um toque para preparar e depois remate com o p\xE9 mais afastado do passe (muitas vezes o mais fraco). 10 bolas.",
          "Ronda 3: remates de primeira ap\xF3s um passe que cruza \xE0 sua frente, alternando os p\xE9s. Some as tr\xEAs rondas e bata o total na pr\xF3xima semana."
        ]
      },
      coachingPoints: {
        en: [
          "Same technique as with your good foot: standing foot beside the ball, ankle locked.",
          "With the weaker foot, accuracy comes before power.",
          "Don\u2019t switch to your good foot when the ball comes to the other side."
        ],
        sv: [
          "Samma teknik som med din b\xE4sta fot: st\xF6djefoten bredvid bollen, l\xE5st fotled.",
          "Med den svagare foten g\xE5r precision f\xF6re kraft.",
          "Byt inte till din b\xE4sta fot n\xE4r bollen kommer p\xE5 andra sidan."
        ],
        fr: [
          "M\xEAme technique qu\u2019avec le bon pied : pied d\u2019appui \xE0 c\xF4t\xE9 du ballon, cheville verrouill\xE9e.",
          "Avec le pied faible, la pr\xE9cision passe avant la puissance.",
          "Ne changez pas pour votre bon pied quand le ballon arrive de l\u2019autre c\xF4t\xE9."
        ],
        pt: [
          "A mesma t\xE9cnica do p\xE9 bom: p\xE9 de apoio ao lado da bola, tornozelo firme.",
          "Com o p\xE9 mais fraco, primeiro a precis\xE3o, depois a for\xE7a.",
          "N\xE3o troque para o p\xE9 bom quando a bola vem do outro lado."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-through-ball-finish",
      title: {
        en: "Run onto the through ball",
        sv: "Spring p\xE5 djupledsbollen",
        fr: "Attaquer la passe en profondeur",
        pt: "Atacar o passe em profundidade"
      },
      description: {
        en: "Time your run onto a pass played into space, take a touch towards goal and finish before the defender catches you. Many goals are scored exactly like this.",
        sv: "Tajma l\xF6pningen p\xE5 en passning i ytan, ta en touch mot m\xE5l och avsluta innan f\xF6rsvararen hinner ikapp. M\xE5nga m\xE5l g\xF6rs precis s\xE5.",
        fr: "D\xE9clenchez votre course sur une passe dans l\u2019espace, faites une touche vers le but et concluez avant que le d\xE9fenseur ne vous rattrape. Beaucoup de buts sont marqu\xE9s exactement ainsi.",
        pt: "Sincronize a corrida com um passe para o espa\xE7o, d\xEA um toque em dire\xE7\xE3o \xE0 baliza e finalize antes que o defesa o apanhe. Muitos golos nascem exatamente assim."
      },
      steps: {
        en: [
          "Stand at a start cone 25 m from goal; your partner stands 8 m to one side with the balls.",
          "Set off on a curved run. Your partner plays the ball into the space in front of you, towards goal.",
          "Take one touch forward to set yourself and finish low into a corner, using three touches at most. 8 runs from the left, 8 from the right.",
          "Progression: your partner passes, then chases you as a defender; finish first time if they get close. Play to 10 goals, then swap roles."
        ],
        sv: [
          "St\xE4ll dig vid en startkon 25 m fr\xE5n m\xE5l; din partner st\xE5r 8 m vid sidan av dig med bollarna.",
          "Starta med en b\xF6jd l\xF6pning. Din partner spelar bollen i ytan framf\xF6r dig, mot m\xE5l.",
          "Ta en touch fram\xE5t f\xF6r att f\xF6rbereda och avsluta l\xE5gt i ett h\xF6rn, p\xE5 h\xF6gst tre touchar. 8 l\xF6pningar fr\xE5n v\xE4nster, 8 fr\xE5n h\xF6ger.",
          "Utveckling: din partner passar och jagar dig sedan som f\xF6rsvarare; avsluta direkt om hen kommer n\xE4ra. Spela till 10 m\xE5l och byt sedan roller."
        ],
        fr: [
          "Placez-vous \xE0 un plot de d\xE9part \xE0 25 m du but ; votre partenaire se tient \xE0 8 m sur le c\xF4t\xE9 avec les ballons.",
          "Partez avec une course courbe. Votre partenaire joue le ballon dans l\u2019espace devant vous, vers le but.",
          "Faites une touche vers l\u2019avant pour vous pr\xE9parer et concluez \xE0 ras de terre dans un coin, en trois touches maximum. 8 courses depuis la gauche, 8 depuis la droite.",
          "Progression : votre partenaire passe puis vous poursuit comme un d\xE9fenseur ; frappez en une touche s\u2019il se rapproche. Jouez jusqu\u2019\xE0 10 buts, puis inversez les r\xF4les."
        ],
        pt: [
          "Coloque-se num cone de partida a 25 m da baliza; o parceiro fica 8 m ao seu lado com as bolas.",
          "Arranque com uma corrida em curva. O parceiro joga a bola para o espa\xE7o \xE0 sua frente, em dire\xE7\xE3o \xE0 baliza.",
          "D\xEA um toque para a frente para se preparar e finalize rasteiro a um canto, com tr\xEAs toques no m\xE1ximo. 8 corridas pela esquerda, 8 pela direita.",
          "Progress\xE3o: o parceiro passa e depois persegue-o como defesa; remate de primeira se ele se aproximar. Joguem at\xE9 10 golos e depois troquem de pap\xE9is."
        ]
      },
      coachingPoints: {
        en: [
          "Time your run: go as the passer looks up and draws back their foot.",
          "Your first touch goes towards goal, not sideways.",
          "Look once at the goalkeeper and the corner before you shoot."
        ],
        sv: [
          "Tajma l\xF6pningen: g\xE5 n\xE4r passaren tittar upp och drar tillbaka foten.",
          "F\xF6rsta touchen g\xE5r mot m\xE5l, inte \xE5t sidan.",
          "Titta en g\xE5ng p\xE5 m\xE5lvakten och h\xF6rnet innan du skjuter."
        ],
        fr: [
          "D\xE9clenchez au bon moment : partez quand le passeur l\xE8ve la t\xEAte et arme sa passe.",
          "Votre premi\xE8re touche va vers le but, pas sur le c\xF4t\xE9.",
          "Regardez une fois le gardien et le coin avant de frapper."
        ],
        pt: [
          "Sincronize a corrida: arranque quando quem passa levanta a cabe\xE7a e prepara o p\xE9.",
          "O primeiro toque vai em dire\xE7\xE3o \xE0 baliza, n\xE3o para o lado.",
          "Olhe uma vez para o guarda-redes e para o canto antes de rematar."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-cut-back-finish",
      title: {
        en: "Arrive for the cut-back",
        sv: "Kom in p\xE5 inspelet snett bak\xE5t",
        fr: "Arriver sur le centre en retrait",
        pt: "Chegar ao passe atrasado"
      },
      description: {
        en: "Your partner dribbles to the goal line and pulls the ball back; you arrive late from the edge of the box and finish first time. The cut-back is one of the most dangerous passes in football.",
        sv: "Din partner dribblar till kortlinjen och drar tillbaka bollen; du kommer sent fr\xE5n straffomr\xE5desgr\xE4nsen och avslutar direkt. Inspelet snett bak\xE5t \xE4r en av fotbollens farligaste passningar.",
        fr: "Votre partenaire d\xE9borde jusqu\u2019\xE0 la ligne de but et remet le ballon en retrait ; vous arrivez lanc\xE9 de l\u2019entr\xE9e de la surface et concluez en une touche. Le centre en retrait est l\u2019une des passes les plus dangereuses du football.",
        pt: "O parceiro conduz at\xE9 \xE0 linha de fundo e atrasa a bola; voc\xEA chega lan\xE7ado da entrada da \xE1rea e finaliza de primeira. O passe atrasado \xE9 um dos passes mais perigosos do futebol."
      },
      steps: {
        en: [
          "Your partner starts on the wing with the balls, 15 m from the goal line. You start at the edge of the penalty area (or 14 m out, in the middle).",
          "Your partner dribbles to the goal line and passes the ball back along the ground towards the penalty spot.",
          "Time your run so you arrive with the ball, and side-foot it first time into the far corner. 8 from the right, 8 from the left.",
          "Progression: first make a run towards the near post, then check back to the penalty spot for the cut-back. Swap roles after each set of 8."
        ],
        sv: [
          "Din partner startar p\xE5 kanten med bollarna, 15 m fr\xE5n kortlinjen. Du startar vid straffomr\xE5desgr\xE4nsen (eller 14 m ut, i mitten).",
          "Din partner dribblar ner till kortlinjen och spelar bollen bak\xE5t l\xE4ngs marken mot straffpunkten.",
          "Tajma l\xF6pningen s\xE5 att du kommer samtidigt som bollen och placera den direkt med insidan i bortre h\xF6rnet. 8 fr\xE5n h\xF6ger, 8 fr\xE5n v\xE4nster.",
          "Utveckling: g\xF6r f\xF6rst en l\xF6pning mot f\xF6rsta stolpen och bryt sedan tillbaka mot straffpunkten f\xF6r inspelet. Byt roller efter varje serie p\xE5 8."
        ],
        fr: [
          "Votre partenaire part sur le c\xF4t\xE9 avec les ballons, \xE0 15 m de la ligne de but. Vous partez \xE0 l\u2019entr\xE9e de la surface de r\xE9paration (ou \xE0 14 m, dans l\u2019axe).",
          "Votre partenaire conduit le ballon jusqu\u2019\xE0 la ligne de but et le remet en retrait, au sol, vers le point de penalty.",
          "Synchronisez votre course pour arriver en m\xEAme temps que le ballon et placez-le en une touche, de l\u2019int\xE9rieur du pied, dans le coin oppos\xE9. 8 depuis la droite, 8 depuis la gauche.",
          "Progression : faites d\u2019abord un appel vers le premier poteau, puis revenez vers le point de penalty pour le centre en retrait. Inversez les r\xF4les apr\xE8s chaque s\xE9rie de 8."
        ],
        pt: [
          "O parceiro come\xE7a na ala com as bolas, a 15 m da linha de fundo. Voc\xEA come\xE7a na entrada da grande \xE1rea (ou a 14 m, ao meio).",
          "O parceiro conduz at\xE9 \xE0 linha de fundo e atrasa a bola rasteira em dire\xE7\xE3o \xE0 marca de pen\xE1lti.",
          "Sincronize a corrida para chegar ao mesmo tempo que a bola e coloque-a de primeira, com a parte interna, no canto mais distante. 8 pela direita, 8 pela esquerda.",
          "Progress\xE3o: fa\xE7a primeiro uma desmarca\xE7\xE3o para o primeiro poste e depois volte para a marca de pen\xE1lti para receber o passe atrasado. Troquem de pap\xE9is a cada s\xE9rie de 8."
        ]
      },
      coachingPoints: {
        en: [
          "Don\u2019t arrive too early: wait, then attack the space.",
          "Open your body to the ball and the goal at the same time.",
          "Side-foot for accuracy: hit the target first."
        ],
        sv: [
          "Kom inte f\xF6r tidigt: v\xE4nta, attackera sedan ytan.",
          "\xD6ppna kroppen mot bollen och m\xE5let samtidigt.",
          "Placera med insidan: tr\xE4ffa m\xE5let f\xF6rst."
        ],
        fr: [
          "N\u2019arrivez pas trop t\xF4t : attendez, puis attaquez l\u2019espace.",
          "Ouvrez le corps vers le ballon et vers le but en m\xEAme temps.",
          "Int\xE9rieur du pied pour la pr\xE9cision : cadrez d\u2019abord."
        ],
        pt: [
          "N\xE3o chegue cedo demais: espere e depois ataque o espa\xE7o.",
          "Abra o corpo para a bola e para a baliza ao mesmo tempo.",
          "Parte interna para a precis\xE3o: primeiro acerte na baliza."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-cross-and-finish",
      title: {
        en: "Attack the cross",
        sv: "Attackera inl\xE4gget",
        fr: "Attaquer le centre",
        pt: "Atacar o cruzamento"
      },
      description: {
        en: "Your partner crosses or throws the ball in from the side and you attack it at the near or far post with your foot or your head. Good movement in the box turns crosses into goals.",
        sv: "Din partner sl\xE5r eller kastar in bollen fr\xE5n sidan och du attackerar den vid f\xF6rsta eller bortre stolpen med foten eller huvudet. Bra r\xF6relser i straffomr\xE5det g\xF6r inl\xE4gg till m\xE5l.",
        fr: "Votre partenaire centre ou lance le ballon depuis le c\xF4t\xE9 et vous l\u2019attaquez au premier ou au second poteau, du pied ou de la t\xEAte. De bons appels dans la surface transforment les centres en buts.",
        pt: "O parceiro cruza ou lan\xE7a a bola da ala e voc\xEA ataca-a ao primeiro ou ao segundo poste, com o p\xE9 ou de cabe\xE7a. Boas desmarca\xE7\xF5es na \xE1rea transformam cruzamentos em golos."
      },
      steps: {
        en: [
          "Your partner stands out wide, level with the edge of the penalty area, with the balls. Put one cone at the near post and one at the far post, 6 m out.",
          "Start with throws: your partner throws the ball in at head or waist height. Attack it at the near-post cone with a volley (inside of the foot) or a header. 10 reps.",
          "Now your partner crosses with the foot (low, then lofted). Before the cross, move away from the cone, then attack the ball: near post for a low cross, far post for a high one. 10 reps per side.",
          "Progression: count your goals out of 10 and swap roles, so you practise crossing too."
        ],
        sv: [
          "Din partner st\xE5r brett, i h\xF6jd med straffomr\xE5desgr\xE4nsen, med bollarna. St\xE4ll en kon vid f\xF6rsta stolpen och en vid bortre stolpen, 6 m ut.",
          "B\xF6rja med kast: din partner kastar in bollen i huvud- eller midjeh\xF6jd. Attackera den vid f\xF6rsta konen med en volley (insidan) eller en nick. 10 repetitioner.",
          "Nu sl\xE5r din partner inl\xE4gg med foten (l\xE5ga, sedan h\xF6ga). F\xF6re inl\xE4gget r\xF6r du dig bort fr\xE5n konen och attackerar sedan bollen: f\xF6rsta stolpen p\xE5 ett l\xE5gt inl\xE4gg, bortre p\xE5 ett h\xF6gt. 10 repetitioner per sida.",
          "Utveckling: r\xE4kna dina m\xE5l av 10 och byt roller, s\xE5 att du ocks\xE5 tr\xE4nar p\xE5 inl\xE4ggen."
        ],
        fr: [
          "Votre partenaire se place sur le c\xF4t\xE9, \xE0 hauteur de l\u2019entr\xE9e de la surface, avec les ballons. Posez un plot au premier poteau et un au second poteau, \xE0 6 m du but.",
          "Commencez par des lancers \xE0 la main : votre partenaire lance le ballon \xE0 hauteur de t\xEAte ou de taille. Attaquez-le au plot du premier poteau par une reprise de vol\xE9e (int\xE9rieur du pied) ou une t\xEAte. 10 r\xE9p\xE9titions.",
          "Votre partenaire centre maintenant au pied (\xE0 ras de terre, puis en l\u2019air). Avant le centre, faites un contre-appel loin du plot, puis attaquez le ballon : premier poteau sur un centre bas, second poteau sur un centre haut. 10 r\xE9p\xE9titions par c\xF4t\xE9.",
          "Progression : comptez vos buts sur 10 et inversez les r\xF4les pour travailler aussi vos centres."
        ],
        pt: [
          "O parceiro fica na ala, \xE0 altura da entrada da grande \xE1rea, com as bolas. Coloque um cone ao primeiro poste e outro ao segundo poste, a 6 m da baliza.",
          "Comece com lan\xE7amentos \xE0 m\xE3o: o parceiro lan\xE7a a bola \xE0 altura da cabe\xE7a ou da cintura. Ataque-a no cone do primeiro poste com um remate de primeira (parte interna) ou de cabe\xE7a. 10 repeti\xE7\xF5es.",
          "Agora o parceiro cruza com o p\xE9 (rasteiro e depois pelo ar). Antes do cruzamento, afaste-se do cone e depois ataque a bola: primeiro poste num cruzamento rasteiro, segundo poste num cruzamento alto. 10 repeti\xE7\xF5es de cada lado.",
          "Progress\xE3o: contem os golos em 10 e troquem de pap\xE9is, para tamb\xE9m treinar o cruzamento."
        ]
      },
      coachingPoints: {
        en: [
          "Move away first, then attack the ball: don\u2019t stand still and wait.",
          "Header: eyes open, strike with your forehead, down towards the goal line.",
          "Volley: keep your knee over the ball and meet it with a firm foot."
        ],
        sv: [
          "R\xF6r dig bort f\xF6rst och attackera sedan bollen: st\xE5 inte still och v\xE4nta.",
          "Nick: \xF6ppna \xF6gon, tr\xE4ffa med pannan, ned\xE5t mot m\xE5llinjen.",
          "Volley: h\xE5ll kn\xE4t \xF6ver bollen och m\xF6t den med en stadig fot."
        ],
        fr: [
          "D\u2019abord s\u2019\xE9carter, ensuite attaquer le ballon : ne restez pas \xE0 attendre.",
          "De la t\xEAte : yeux ouverts, frappez du front, vers le bas, vers la ligne de but.",
          "De vol\xE9e : genou au-dessus du ballon, pied ferme au contact."
        ],
        pt: [
          "Primeiro afaste-se, depois ataque a bola: n\xE3o fique parado \xE0 espera.",
          "De cabe\xE7a: olhos abertos, bata com a testa, para baixo, em dire\xE7\xE3o \xE0 linha de golo.",
          "De primeira: joelho por cima da bola e p\xE9 firme no contacto."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-width-and-support-shadow",
      title: {
        en: "Shadow play: width and support",
        sv: "Skuggspel: bredd och spelbarhet",
        fr: "Jeu \xE0 vide : largeur et soutien",
        pt: "Jogo de sombra: largura e apoio"
      },
      description: {
        en: "Without opponents, you rehearse where to stand when your team has the ball: wide to stretch the play, or close and at an angle to support. Good positions make the 7v7 game easier for everyone.",
        sv: "Utan motst\xE5ndare \xF6var du var du ska st\xE5 n\xE4r ditt lag har bollen: brett f\xF6r att dra is\xE4r spelet, eller n\xE4ra och i vinkel f\xF6r att vara spelbar. Bra positioner g\xF6r 7 mot 7 l\xE4ttare f\xF6r alla.",
        fr: "Sans adversaire, vous r\xE9p\xE9tez o\xF9 vous placer quand votre \xE9quipe a le ballon : large pour \xE9carter le jeu, ou proche et en angle pour soutenir. De bons placements rendent le jeu \xE0 7 plus facile pour tout le monde.",
        pt: "Sem advers\xE1rios, ensaia onde se colocar quando a sua equipa tem a bola: aberto para dar largura, ou perto e em \xE2ngulo para dar apoio. Boas posi\xE7\xF5es tornam o jogo de 7 mais f\xE1cil para todos."
      },
      steps: {
        en: [
          "Mark a 30 x 25 m area with cones and put 3 cones inside it as \u201Copponents\u201D. Your partner is the ball carrier and walks around with the ball.",
          "Role 1, width: each time your partner stops, get as wide as the sideline allows, level with or ahead of the ball, and show for a pass. Your partner passes if no cone blocks the line. 3 minutes.",
          "Role 2, support: now stand 8\u201310 m away at an angle to the ball, where no cone blocks the pass. Receive, open up and pass back. 3 minutes.",
          "Progression: your partner calls \u201Cwide!\u201D or \u201Csupport!\u201D and you have 3 seconds to get there. 2 rounds of 3 minutes, then talk about it: where was it easiest to get the ball?"
        ],
        sv: [
          "Markera en yta p\xE5 30 x 25 m med koner och st\xE4ll 3 koner inne i ytan som \u201Dmotst\xE5ndare\u201D. Din partner \xE4r bollh\xE5llare och g\xE5r runt med bollen.",
          "Roll 1, bredd: varje g\xE5ng din partner stannar g\xF6r du dig s\xE5 bred som sidlinjen till\xE5ter, i h\xF6jd med eller framf\xF6r bollen, och visar upp dig f\xF6r en passning. Din partner passar om ingen kon st\xE5r i passningslinjen. 3 minuter.",
          "Roll 2, spelbarhet: nu st\xE4ller du dig 8\u201310 m bort i vinkel mot bollen, d\xE4r ingen kon st\xE5r i v\xE4gen f\xF6r passningen. Ta emot, \xF6ppna upp och passa tillbaka. 3 minuter.",
          "Utveckling: din partner ropar \u201Dbredd!\u201D eller \u201Dspelbar!\u201D och du har 3 sekunder p\xE5 dig att komma dit. 2 omg\xE5ngar \xE0 3 minuter, prata sedan: var var det l\xE4ttast att f\xE5 bollen?"
        ],
        fr: [
          "D\xE9limitez une zone de 30 x 25 m avec des plots et placez 3 plots \xE0 l\u2019int\xE9rieur comme \xAB adversaires \xBB. Votre partenaire est le porteur du ballon et se d\xE9place en marchant avec le ballon.",
          "R\xF4le 1, la largeur : chaque fois que votre partenaire s\u2019arr\xEAte, \xE9cartez-vous jusqu\u2019\xE0 la ligne de touche, \xE0 hauteur du ballon ou devant, et proposez-vous. Votre partenaire passe si aucun plot ne coupe la ligne. 3 minutes.",
          "R\xF4le 2, le soutien : placez-vous maintenant \xE0 8\u201310 m, en angle par rapport au ballon, l\xE0 o\xF9 aucun plot ne coupe la passe. Contr\xF4lez, ouvrez-vous et rendez le ballon. 3 minutes.",
          "Progression : votre partenaire annonce \xAB large ! \xBB ou \xAB soutien ! \xBB et vous avez 3 secondes pour \xEAtre en place. 2 s\xE9ries de 3 minutes, puis discutez : o\xF9 \xE9tait-il le plus facile de recevoir le ballon ?"
        ],
        pt: [
          "Marque uma zona de 30 x 25 m com cones e coloque 3 cones l\xE1 dentro como \u201Cadvers\xE1rios\u201D. O parceiro \xE9 o portador da bola e anda pela zona com ela.",
          "Papel 1, largura: sempre que o parceiro para, abra at\xE9 onde a linha lateral deixar, \xE0 altura da bola ou \xE0 frente dela, e mostre-se para o passe. O parceiro passa se nenhum cone tapar a linha. 3 minutos.",
          "Papel 2, apoio: agora coloque-se a 8\u201310 m, em \xE2ngulo em rela\xE7\xE3o \xE0 bola, onde nenhum cone tape o passe. Receba, abra o corpo e devolva. 3 minutos.",
          "Progress\xE3o: o parceiro diz \u201Clargura!\u201D ou \u201Capoio!\u201D e voc\xEA tem 3 segundos para chegar l\xE1. 2 s\xE9ries de 3 minutos e depois conversem: onde foi mais f\xE1cil receber a bola?"
        ]
      },
      coachingPoints: {
        en: [
          "Wide means really wide: feet close to the line.",
          "Never hide behind an opponent: move until you can see the ball.",
          "Keep moving: a good position now may be closed two seconds later."
        ],
        sv: [
          "Brett betyder riktigt brett: f\xF6tterna n\xE4ra linjen.",
          "G\xF6m dig aldrig bakom en motst\xE5ndare: r\xF6r dig tills du ser bollen.",
          "Forts\xE4tt r\xF6ra dig: en bra position nu kan vara st\xE4ngd tv\xE5 sekunder senare."
        ],
        fr: [
          "Large, c\u2019est vraiment large : les pieds pr\xE8s de la ligne.",
          "Ne restez jamais cach\xE9 derri\xE8re un adversaire : bougez jusqu\u2019\xE0 voir le ballon.",
          "Restez en mouvement : une bonne position maintenant peut \xEAtre ferm\xE9e deux secondes plus tard."
        ],
        pt: [
          "Aberto \xE9 mesmo aberto: p\xE9s junto \xE0 linha.",
          "Nunca fique escondido atr\xE1s de um advers\xE1rio: mexa-se at\xE9 ver a bola.",
          "Continue a mexer-se: uma boa posi\xE7\xE3o agora pode estar fechada dois segundos depois."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-rondo-keep-ball",
      title: {
        en: "Keep-ball rondo",
        sv: "Rondo: beh\xE5ll bollen",
        fr: "Le toro : garder le ballon",
        pt: "Meinho: guardar a bola"
      },
      description: {
        en: "Keep the ball away from a defender in a small square: 2v1 with a parent, or 3v1 with friends. A rondo trains your first touch, passing angles and calm under pressure all at once.",
        sv: "H\xE5ll bollen borta fr\xE5n en f\xF6rsvarare i en liten ruta: 2 mot 1 med en f\xF6r\xE4lder, eller 3 mot 1 med kompisar. Rondon tr\xE4nar mottagning, passningsvinklar och lugn under press p\xE5 en g\xE5ng.",
        fr: "Conservez le ballon face \xE0 un d\xE9fenseur dans un petit carr\xE9 : 2 contre 1 avec un parent, ou 3 contre 1 avec des amis. Le toro travaille \xE0 la fois le contr\xF4le, les angles de passe et le calme sous pression.",
        pt: "Mantenha a bola longe de um defesa num pequeno quadrado: 2 contra 1 com um dos pais, ou 3 contra 1 com amigos. O meinho treina ao mesmo tempo a rece\xE7\xE3o, as linhas de passe e a calma sob press\xE3o."
      },
      steps: {
        en: [
          "Mark a 6 x 6 m square with four cones. Two attackers (you and a friend or sibling) play against one defender (a parent or friend); with more friends, play 3v1 in an 8 x 8 m square.",
          "Attackers may only move along the sides of the square. Pass to each other while the defender tries to touch the ball. 10 passes in a row scores a point.",
          "If the defender touches the ball or it leaves the square, the player who made the mistake becomes the defender. Play 4 rounds of 2 minutes.",
          "Progression: two touches at most, then one touch only in the last round."
        ],
        sv: [
          "Markera en ruta p\xE5 6 x 6 m med fyra koner. Tv\xE5 anfallare (du och en kompis eller ett syskon) spelar mot en f\xF6rsvarare (en f\xF6r\xE4lder eller kompis); med fler kompisar spelar ni 3 mot 1 i en ruta p\xE5 8 x 8 m.",
          "Anfallarna f\xE5r bara r\xF6ra sig l\xE4ngs rutans sidor. Passa till varandra medan f\xF6rsvararen f\xF6rs\xF6ker r\xF6ra bollen. 10 passningar i rad ger en po\xE4ng.",
          "R\xF6r f\xF6rsvararen bollen eller g\xE5r den ut ur rutan blir den som gjorde misstaget f\xF6rsvarare. Spela 4 omg\xE5ngar \xE0 2 minuter.",
          "Utveckling: h\xF6gst tv\xE5 touchar, och bara direktspel i sista omg\xE5ngen."
        ],
        fr: [
          "D\xE9limitez un carr\xE9 de 6 x 6 m avec quatre plots. Deux attaquants (vous et un ami, un fr\xE8re ou une s\u0153ur) jouent contre un d\xE9fenseur (un parent ou un ami) ; avec plus d\u2019amis, jouez \xE0 3 contre 1 dans un carr\xE9 de 8 x 8 m.",
          "Les attaquants ne peuvent se d\xE9placer que le long des c\xF4t\xE9s du carr\xE9. Passez-vous le ballon pendant que le d\xE9fenseur essaie de le toucher. 10 passes d\u2019affil\xE9e valent un point.",
          "Si le d\xE9fenseur touche le ballon ou si le ballon sort du carr\xE9, le joueur fautif devient d\xE9fenseur. Jouez 4 manches de 2 minutes.",
          "Progression : deux touches maximum, puis une seule touche pour la derni\xE8re manche."
        ],
        pt: [
          "Marque um quadrado de 6 x 6 m com quatro cones. Dois atacantes (voc\xEA e um amigo ou irm\xE3o) jogam contra um defesa (um dos pais ou um amigo); com mais amigos, joguem 3 contra 1 num quadrado de 8 x 8 m.",
          "Os atacantes s\xF3 se podem mover ao longo dos lados do quadrado. Passem a bola entre si enquanto o defesa tenta tocar-lhe. 10 passes seguidos valem um ponto.",
          "Se o defesa tocar na bola ou se ela sair do quadrado, quem falhou passa a defender. Joguem 4 rondas de 2 minutos.",
          "Progress\xE3o: no m\xE1ximo dois toques e, na \xFAltima ronda, s\xF3 um toque."
        ]
      },
      coachingPoints: {
        en: [
          "Move along your side so the defender is never between you and the ball.",
          "Receive on the foot further from the defender.",
          "Pass early, before the defender gets close."
        ],
        sv: [
          "R\xF6r dig l\xE4ngs din sida s\xE5 att f\xF6rsvararen aldrig st\xE5r mellan dig och bollen.",
          "Ta emot p\xE5 foten l\xE4ngst fr\xE5n f\xF6rsvararen.",
          "Passa tidigt, innan f\xF6rsvararen kommer n\xE4ra."
        ],
        fr: [
          "D\xE9placez-vous le long de votre c\xF4t\xE9 pour que le d\xE9fenseur ne soit jamais entre vous et le ballon.",
          "Contr\xF4lez du pied le plus \xE9loign\xE9 du d\xE9fenseur.",
          "Passez t\xF4t, avant que le d\xE9fenseur ne soit sur vous."
        ],
        pt: [
          "Mexa-se ao longo do seu lado para o defesa nunca ficar entre si e a bola.",
          "Receba com o p\xE9 mais afastado do defesa.",
          "Passe cedo, antes de o defesa se aproximar."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b2-two-v-one-wall-teammate",
      title: {
        en: "2v1 with the wall as your teammate",
        sv: "2 mot 1 med v\xE4ggen som medspelare",
        fr: "Le 2 contre 1 avec le mur pour partenaire",
        pt: "2 contra 1 com a parede como colega"
      },
      description: {
        en: "Against a defending partner, you can dribble past or use the wall for a one-two: read the defender and choose. This is the simplest 2v1 decision in football.",
        sv: "Mot en partner som f\xF6rsvarar kan du dribbla f\xF6rbi eller anv\xE4nda v\xE4ggen f\xF6r ett v\xE4ggspel: l\xE4s f\xF6rsvararen och v\xE4lj. Det \xE4r det enklaste 2 mot 1-beslutet i fotboll.",
        fr: "Face \xE0 un partenaire en d\xE9fense, vous pouvez le dribbler ou faire un une-deux avec le mur : lisez le d\xE9fenseur et choisissez. C\u2019est la d\xE9cision de 2 contre 1 la plus simple du football.",
        pt: "Contra um parceiro a defender, pode dribl\xE1-lo ou fazer uma tabela com a parede: leia o defesa e escolha. \xC9 a decis\xE3o de 2 contra 1 mais simples do futebol."
      },
      steps: {
        en: [
          "Mark a channel 20 m long and 5 m wide along a wall. Put a small goal at the end. Your partner defends in the middle of the channel.",
          "Dribble at the defender. If they come to the ball, play a one-two off the wall and run past them. If they drop off to block the wall pass, dribble past on the open side.",
          "Finish into the small goal. 10 attacks, then swap roles.",
          "Progression: the defender may now win the ball and score in a gate behind you. Play to 5 points, 3 games."
        ],
        sv: [
          "Markera en kanal som \xE4r 20 m l\xE5ng och 5 m bred l\xE4ngs en v\xE4gg. St\xE4ll ett litet m\xE5l i slutet. Din partner f\xF6rsvarar i mitten av kanalen.",
          "Dribbla mot f\xF6rsvararen. G\xE5r hen p\xE5 bollen spelar du v\xE4ggspel mot v\xE4ggen och springer f\xF6rbi. Backar hen f\xF6r att st\xE4nga v\xE4ggspelet dribblar du f\xF6rbi p\xE5 den \xF6ppna sidan.",
          "Avsluta i det lilla m\xE5let. 10 anfall, byt sedan roller.",
          "Utveckling: nu f\xE5r f\xF6rsvararen vinna bollen och g\xF6ra m\xE5l i en port bakom dig. Spela till 5 po\xE4ng, 3 matcher."
        ],
        fr: [
          "D\xE9limitez un couloir de 20 m de long et 5 m de large le long d\u2019un mur. Placez un mini-but au bout. Votre partenaire d\xE9fend au milieu du couloir.",
          "Avancez balle au pied vers le d\xE9fenseur. S\u2019il sort sur vous, faites un une-deux avec le mur et passez-le. S\u2019il recule pour couper le une-deux, dribblez-le du c\xF4t\xE9 libre.",
          "Concluez dans le mini-but. 10 attaques, puis inversez les r\xF4les.",
          "Progression : le d\xE9fenseur peut maintenant r\xE9cup\xE9rer le ballon et marquer dans une porte derri\xE8re vous. Matchs en 5 points, 3 matchs."
        ],
        pt: [
          "Marque um corredor com 20 m de comprimento e 5 m de largura ao longo de uma parede. Ponha uma baliza pequena no fim. O parceiro defende a meio do corredor.",
          "Conduza a bola na dire\xE7\xE3o do defesa. Se ele sair a si, fa\xE7a uma tabela com a parede e passe por ele. Se ele recuar para cortar a tabela, drible-o pelo lado livre.",
          "Finalize na baliza pequena. 10 ataques e depois troquem de pap\xE9is.",
          "Progress\xE3o: agora o defesa pode recuperar a bola e marcar numa porta atr\xE1s de si. Jogos at\xE9 5 pontos, 3 jogos."
        ]
      },
      coachingPoints: {
        en: [
          "Run at the defender first: make them decide.",
          "Decide early: the wall pass is best when the defender steps towards you.",
          "If the way forward is open, keep the ball and go."
        ],
        sv: [
          "G\xE5 f\xF6rst p\xE5 f\xF6rsvararen: tvinga hen att best\xE4mma sig.",
          "Best\xE4m dig tidigt: v\xE4ggspelet \xE4r b\xE4st n\xE4r f\xF6rsvararen kliver mot dig.",
          "\xC4r v\xE4gen fram\xE5t \xF6ppen, beh\xE5ll bollen och g\xE5."
        ],
        fr: [
          "Attaquez d\u2019abord le d\xE9fenseur : obligez-le \xE0 choisir.",
          "D\xE9cidez t\xF4t : le une-deux est id\xE9al quand le d\xE9fenseur avance vers vous.",
          "Si la route est libre devant vous, gardez le ballon et foncez."
        ],
        pt: [
          "Primeiro v\xE1 para cima do defesa: obrigue-o a decidir.",
          "Decida cedo: a tabela \xE9 a melhor op\xE7\xE3o quando o defesa avan\xE7a na sua dire\xE7\xE3o.",
          "Se o caminho \xE0 frente estiver livre, fique com a bola e avance."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "wall", "cones", "smallGoal", "partner"],
      videoUrl: null
    },
    {
      key: "b2-backyard-small-sided-game",
      title: {
        en: "Small-sided game with friends",
        sv: "Sm\xE5lagsspel med kompisar",
        fr: "Petit match entre amis",
        pt: "Jogo reduzido com amigos"
      },
      description: {
        en: "Get 3\u20136 friends together and play 2v2 or 3v3 to small goals with simple rules about width and support. Small games give you more touches and more decisions than any drill.",
        sv: "Samla 3\u20136 kompisar och spela 2 mot 2 eller 3 mot 3 p\xE5 sm\xE5 m\xE5l med enkla regler om bredd och spelbarhet. Sm\xE5 spel ger fler bollkontakter och fler beslut \xE4n n\xE5gon \xF6vning.",
        fr: "R\xE9unissez 3 \xE0 6 amis et jouez \xE0 2 contre 2 ou 3 contre 3 sur mini-buts, avec des r\xE8gles simples sur la largeur et le soutien. Les petits matchs donnent plus de ballons et plus de d\xE9cisions que n\u2019importe quel exercice.",
        pt: "Junte 3 a 6 amigos e joguem 2 contra 2 ou 3 contra 3 para balizas pequenas, com regras simples sobre largura e apoio. Os jogos reduzidos d\xE3o mais toques na bola e mais decis\xF5es do que qualquer exerc\xEDcio."
      },
      steps: {
        en: [
          "Mark a 20 x 15 m pitch with a small goal (or a 2 m gate) at each end and a 3 m \u201Cwide zone\u201D along each sideline.",
          "Game 1 (8 minutes): normal 2v2 or 3v3. Count how many times each player touches the ball.",
          "Game 2 (8 minutes): a goal only counts if the ball has been in a wide zone during the attack. This makes you use the width.",
          "Game 3 (8 minutes): after every pass, the passer must move to a new spot to offer support. Rest 2 minutes between games and change the teams."
        ],
        sv: [
          "Markera en plan p\xE5 20 x 15 m med ett litet m\xE5l (eller en port p\xE5 2 m) i varje \xE4nde och en \u201Dbreddzon\u201D p\xE5 3 m l\xE4ngs varje sidlinje.",
          "Match 1 (8 minuter): vanligt 2 mot 2 eller 3 mot 3. R\xE4kna hur m\xE5nga g\xE5nger varje spelare r\xF6r bollen.",
          "Match 2 (8 minuter): ett m\xE5l r\xE4knas bara om bollen har varit i en breddzon under anfallet. S\xE5 l\xE4r ni er att anv\xE4nda bredden.",
          "Match 3 (8 minuter): efter varje passning m\xE5ste passaren flytta sig till en ny plats f\xF6r att bli spelbar. Vila 2 minuter mellan matcherna och byt lag."
        ],
        fr: [
          "D\xE9limitez un terrain de 20 x 15 m avec un mini-but (ou une porte de 2 m) \xE0 chaque extr\xE9mit\xE9 et une \xAB zone de largeur \xBB de 3 m le long de chaque ligne de touche.",
          "Match 1 (8 minutes) : 2 contre 2 ou 3 contre 3 normal. Comptez combien de fois chaque joueur touche le ballon.",
          "Match 2 (8 minutes) : un but ne compte que si le ballon est pass\xE9 par une zone de largeur pendant l\u2019attaque. Vous apprenez ainsi \xE0 utiliser la largeur.",
          "Match 3 (8 minutes) : apr\xE8s chaque passe, le passeur doit se d\xE9placer vers un nouvel endroit pour se proposer. 2 minutes de repos entre les matchs, et changez les \xE9quipes."
        ],
        pt: [
          "Marque um campo de 20 x 15 m com uma baliza pequena (ou uma porta de 2 m) em cada ponta e uma \u201Czona de largura\u201D de 3 m junto a cada linha lateral.",
          "Jogo 1 (8 minutos): 2 contra 2 ou 3 contra 3 normal. Contem quantas vezes cada jogador toca na bola.",
          "Jogo 2 (8 minutos): um golo s\xF3 conta se a bola tiver passado por uma zona de largura durante o ataque. Assim aprendem a usar a largura.",
          "Jogo 3 (8 minutos): depois de cada passe, quem passou tem de se mover para um s\xEDtio novo para dar apoio. 2 minutos de descanso entre jogos e troquem as equipas."
        ]
      },
      coachingPoints: {
        en: [
          "Spread out when your team has the ball, get compact when you lose it.",
          "Always give the player on the ball a passing option.",
          "Try what you have practised alone: moves, first touches, passes with both feet."
        ],
        sv: [
          "G\xF6r planen stor n\xE4r ni har bollen och liten n\xE4r ni tappar den.",
          "Ge alltid bollh\xE5llaren ett passningsalternativ.",
          "Prova det du har tr\xE4nat sj\xE4lv: finter, mottagningar, passningar med b\xE5da f\xF6tterna."
        ],
        fr: [
          "\xC9cartez-vous quand votre \xE9quipe a le ballon, resserrez-vous quand vous le perdez.",
          "Offrez toujours une solution de passe au porteur du ballon.",
          "Essayez ce que vous avez travaill\xE9 seul : feintes, contr\xF4les, passes des deux pieds."
        ],
        pt: [
          "Abra o campo quando a sua equipa tem a bola e aproxime-se dos colegas quando a perdem.",
          "D\xEA sempre uma linha de passe a quem tem a bola.",
          "Experimente o que treinou sozinho: fintas, rece\xE7\xF5es, passes com os dois p\xE9s."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "cones", "smallGoal", "bibs", "partner"],
      videoUrl: null
    },
    {
      key: "b2-watch-and-map-match",
      title: {
        en: "Watch, map and walk the positions",
        sv: "Titta, rita och g\xE5 igenom positionerna",
        fr: "Observer, dessiner, rejouer les postes",
        pt: "Ver, desenhar e ensaiar as posi\xE7\xF5es"
      },
      description: {
        en: "Watch 20 minutes of a match following one player in your position, then walk through their movements on a pitch made of cones. Understanding positions helps you know where to be without the ball.",
        sv: "Titta p\xE5 20 minuter av en match och f\xF6lj en spelare p\xE5 din position, g\xE5 sedan igenom hens r\xF6relser p\xE5 en plan av koner. Att f\xF6rst\xE5 positionerna hj\xE4lper dig att veta var du ska vara utan boll.",
        fr: "Regardez 20 minutes d\u2019un match en suivant un joueur \xE0 votre poste, puis rejouez ses d\xE9placements sur un terrain de plots. Comprendre les postes vous aide \xE0 savoir o\xF9 vous placer sans ballon.",
        pt: "Veja 20 minutos de um jogo a seguir um jogador da sua posi\xE7\xE3o e depois ensaie os movimentos dele num campo feito de cones. Compreender as posi\xE7\xF5es ajuda-o a saber onde estar sem bola."
      },
      steps: {
        en: [
          "Watch 20 minutes of a match (your team\u2019s game, a local match or on TV). Choose one player who plays your position and follow only them.",
          "On paper, draw the pitch and mark where that player was when their team had the ball and when the other team had it. Write down one thing they did well.",
          "Set out a mini pitch with cones in the garden or park (4 corner cones, a halfway cone and two goal cones). Walk, then jog, through the positions you drew while your partner moves the ball around by hand.",
          "Progression: next time, follow a player in another position (defender, midfielder, forward) and compare: who moves most when the ball is on the far side?"
        ],
        sv: [
          "Titta p\xE5 20 minuter av en match (ditt lags match, en lokal match eller p\xE5 tv). V\xE4lj en spelare som spelar p\xE5 din position och f\xF6lj bara hen.",
          "Rita planen p\xE5 ett papper och markera var spelaren var n\xE4r laget hade bollen och n\xE4r motst\xE5ndarna hade den. Skriv upp en sak hen gjorde bra.",
          "St\xE4ll upp en miniplan med koner i tr\xE4dg\xE5rden eller parken (4 h\xF6rnkoner, en kon vid mittlinjen och tv\xE5 m\xE5lkoner). G\xE5 och sedan jogga igenom positionerna du ritade medan din partner flyttar runt bollen med h\xE4nderna.",
          "Utveckling: n\xE4sta g\xE5ng f\xF6ljer du en spelare p\xE5 en annan position (back, mittf\xE4ltare, forward) och j\xE4mf\xF6r: vem r\xF6r sig mest n\xE4r bollen \xE4r p\xE5 bortre sidan?"
        ],
        fr: [
          "Regardez 20 minutes d\u2019un match (celui de votre \xE9quipe, un match local ou \xE0 la t\xE9l\xE9vision). Choisissez un joueur qui joue \xE0 votre poste et ne suivez que lui.",
          "Sur une feuille, dessinez le terrain et marquez o\xF9 il se trouvait quand son \xE9quipe avait le ballon, puis quand l\u2019adversaire l\u2019avait. Notez une chose qu\u2019il a bien faite.",
          "Installez un mini-terrain avec des plots dans le jardin ou au parc (4 plots de coin, un plot au milieu et deux plots de but). Rejouez en marchant, puis en trottinant, les placements dessin\xE9s pendant que votre partenaire d\xE9place le ballon \xE0 la main.",
          "Progression : la fois suivante, suivez un joueur \xE0 un autre poste (d\xE9fenseur, milieu, attaquant) et comparez : qui se d\xE9place le plus quand le ballon est du c\xF4t\xE9 oppos\xE9 ?"
        ],
        pt: [
          "Veja 20 minutos de um jogo (da sua equipa, um jogo local ou na televis\xE3o). Escolha um jogador que jogue na sua posi\xE7\xE3o e siga s\xF3 esse jogador.",
          "Numa folha, desenhe o campo e marque onde ele estava quando a equipa dele tinha a bola e quando era o advers\xE1rio a t\xEA-la. Escreva uma coisa que ele fez bem.",
          "Monte um minicampo com cones no quintal ou no parque (4 cones nos cantos, um a meio-campo e dois para as balizas). Ensaie a andar, e depois em corrida lenta, as posi\xE7\xF5es que desenhou, enquanto o parceiro muda a bola de s\xEDtio com as m\xE3os.",
          "Progress\xE3o: da pr\xF3xima vez, siga um jogador de outra posi\xE7\xE3o (defesa, m\xE9dio, avan\xE7ado) e compare: quem se mexe mais quando a bola est\xE1 do lado contr\xE1rio?"
        ]
      },
      coachingPoints: {
        en: [
          "Watch the player, not the ball, for a few minutes at a time.",
          "Notice how they move when the ball changes sides.",
          "Compare \u201Cour ball\u201D and \u201Ctheir ball\u201D: the positions are different."
        ],
        sv: [
          "Titta p\xE5 spelaren, inte p\xE5 bollen, n\xE5gra minuter i taget.",
          "L\xE4gg m\xE4rke till hur hen r\xF6r sig n\xE4r bollen byter sida.",
          "J\xE4mf\xF6r \u201Dv\xE5r boll\u201D och \u201Dderas boll\u201D: positionerna \xE4r olika."
        ],
        fr: [
          "Regardez le joueur, pas le ballon, quelques minutes d\u2019affil\xE9e.",
          "Observez comment il se d\xE9place quand le ballon change de c\xF4t\xE9.",
          "Comparez \xAB ballon pour nous \xBB et \xAB ballon pour eux \xBB : les placements changent."
        ],
        pt: [
          "Olhe para o jogador, e n\xE3o para a bola, durante alguns minutos seguidos.",
          "Repare como ele se move quando a bola muda de lado.",
          "Compare \u201Cbola nossa\u201D e \u201Cbola deles\u201D: as posi\xE7\xF5es mudam."
        ]
      },
      durationMinutes: 45,
      equipment: ["cones", "ball", "partner"],
      videoUrl: null
    },
    {
      key: "b2-create-passing-angle",
      title: {
        en: "Step out of the cover shadow",
        sv: "Kliv ut ur passningsskuggan",
        fr: "Sortir de l\u2019ombre du d\xE9fenseur",
        pt: "Sair da sombra do defesa"
      },
      description: {
        en: "Move so there is a clear line between the ball and you, away from the cone \u201Cdefender\u201D that blocks the pass. Creating passing angles is the first job of every supporting player.",
        sv: "R\xF6r dig s\xE5 att det finns en fri linje mellan bollen och dig, bort fr\xE5n kon-\u201Df\xF6rsvararen\u201D som st\xE4nger passningen. Att skapa passningsvinklar \xE4r det f\xF6rsta jobbet f\xF6r varje spelare som ska vara spelbar.",
        fr: "D\xE9placez-vous pour avoir une ligne libre entre le ballon et vous, loin du plot \xAB d\xE9fenseur \xBB qui coupe la passe. Cr\xE9er des angles de passe, c\u2019est le premier travail de tout joueur en soutien.",
        pt: "Desloque-se para ter uma linha livre entre a bola e si, longe do cone \u201Cdefesa\u201D que tapa o passe. Criar linhas de passe \xE9 a primeira tarefa de qualquer jogador em apoio."
      },
      steps: {
        en: [
          "Your partner has the ball at one end of a 10 x 10 m square. Place one tall cone (the \u201Cdefender\u201D) in the middle. You start behind the cone, hidden from the ball.",
          "Move sideways until you can clearly see the ball past the cone, then show for the pass with an arm out. Your partner only passes when the line is clear.",
          "Receive side-on with an open body and dribble to the far side of the square. 10 reps, then your partner moves the cone to a new spot.",
          "Progression: add a second cone \u201Cdefender\u201D; after receiving, pass first time back to your partner and move straight to a new free angle. Count clean passes in 1 minute. 3 rounds."
        ],
        sv: [
          "Din partner har bollen i ena \xE4nden av en ruta p\xE5 10 x 10 m. St\xE4ll en h\xF6g kon (\u201Df\xF6rsvararen\u201D) i mitten. Du startar bakom konen, g\xF6md fr\xE5n bollen.",
          "R\xF6r dig i sidled tills du tydligt ser bollen f\xF6rbi konen och visa upp dig med en utstr\xE4ckt arm. Din partner passar bara n\xE4r linjen \xE4r fri.",
          "Ta emot snett med \xF6ppen kropp och dribbla till andra sidan av rutan. 10 repetitioner, sedan flyttar din partner konen till en ny plats.",
          "Utveckling: l\xE4gg till en andra kon som \u201Df\xF6rsvarare\u201D; efter mottagningen passar du direkt tillbaka till din partner och r\xF6r dig genast till en ny fri vinkel. R\xE4kna rena passningar p\xE5 1 minut. 3 omg\xE5ngar."
        ],
        fr: [
          "Votre partenaire a le ballon \xE0 un bout d\u2019un carr\xE9 de 10 x 10 m. Placez un grand plot (le \xAB d\xE9fenseur \xBB) au milieu. Vous partez derri\xE8re le plot, cach\xE9 du ballon.",
          "D\xE9calez-vous jusqu\u2019\xE0 voir clairement le ballon \xE0 c\xF4t\xE9 du plot, puis proposez-vous, bras tendu. Votre partenaire ne passe que si la ligne est libre.",
          "Contr\xF4lez de profil, le corps ouvert, et partez en conduite de balle de l\u2019autre c\xF4t\xE9 du carr\xE9. 10 r\xE9p\xE9titions, puis votre partenaire d\xE9place le plot.",
          "Progression : ajoutez un deuxi\xE8me plot \xAB d\xE9fenseur \xBB ; apr\xE8s votre contr\xF4le, rendez le ballon en une touche et trouvez tout de suite un nouvel angle libre. Comptez les passes r\xE9ussies en 1 minute. 3 s\xE9ries."
        ],
        pt: [
          "O parceiro tem a bola numa ponta de um quadrado de 10 x 10 m. Coloque um cone alto (o \u201Cdefesa\u201D) no meio. Voc\xEA come\xE7a atr\xE1s do cone, escondido da bola.",
          "Desloque-se para o lado at\xE9 ver bem a bola ao lado do cone e mostre-se para o passe com o bra\xE7o estendido. O parceiro s\xF3 passa quando a linha est\xE1 livre.",
          "Receba de lado, com o corpo aberto, e conduza a bola at\xE9 ao outro lado do quadrado. 10 repeti\xE7\xF5es; depois o parceiro muda o cone de s\xEDtio.",
          "Progress\xE3o: junte um segundo cone \u201Cdefesa\u201D; depois da rece\xE7\xE3o, devolva a bola de primeira e procure logo uma nova linha de passe livre. Conte os passes certos em 1 minuto. 3 s\xE9ries."
        ]
      },
      coachingPoints: {
        en: [
          "If you can\u2019t see the ball, the passer can\u2019t see you.",
          "Move before you need the ball, not when the passer is already under pressure.",
          "A few steps to the side are often enough."
        ],
        sv: [
          "Ser du inte bollen, ser passaren inte dig.",
          "R\xF6r dig innan du beh\xF6ver bollen, inte n\xE4r passaren redan \xE4r pressad.",
          "N\xE5gra steg \xE5t sidan r\xE4cker ofta."
        ],
        fr: [
          "Si vous ne voyez pas le ballon, le passeur ne vous voit pas.",
          "Bougez avant d\u2019avoir besoin du ballon, pas quand le passeur est d\xE9j\xE0 sous pression.",
          "Quelques pas sur le c\xF4t\xE9 suffisent souvent."
        ],
        pt: [
          "Se n\xE3o v\xEA a bola, quem passa tamb\xE9m n\xE3o o v\xEA a si.",
          "Mexa-se antes de precisar da bola, n\xE3o quando quem passa j\xE1 est\xE1 pressionado.",
          "Muitas vezes bastam alguns passos para o lado."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-build-from-back",
      title: {
        en: "Build from the back",
        sv: "Spela ut bakifr\xE5n",
        fr: "Construire depuis l\u2019arri\xE8re",
        pt: "Construir a partir de tr\xE1s"
      },
      description: {
        en: "Practise the first pass of an attack: your partner plays goalkeeper, you split wide as a defender, receive on the half-turn and play into midfield. Calm build-up is how teams keep the ball on bigger pitches.",
        sv: "Tr\xE4na anfallets f\xF6rsta passning: din partner \xE4r m\xE5lvakt, du g\xE5r brett som back, tar emot p\xE5 halvv\xE4nd och spelar in p\xE5 mittf\xE4ltet. Lugnt uppspel \xE4r s\xE5 lag beh\xE5ller bollen p\xE5 st\xF6rre planer.",
        fr: "Travaillez la premi\xE8re passe d\u2019une attaque : votre partenaire joue gardien, vous vous \xE9cartez comme un d\xE9fenseur, recevez ouvert et jouez vers le milieu. Une relance calme permet de garder le ballon sur les grands terrains.",
        pt: "Treine o primeiro passe de um ataque: o parceiro \xE9 guarda-redes, voc\xEA abre como defesa, recebe com o corpo aberto e joga para o meio-campo. Uma sa\xEDda de bola calma \xE9 a forma de as equipas manterem a posse em campos maiores."
      },
      steps: {
        en: [
          "Mark a goal with two cones and a 20 x 15 m area in front of it. Put two 2 m gates at the far end (the \u201Cmidfield\u201D). Your partner is the goalkeeper with the ball in their hands.",
          "Start in the middle, then split wide to the edge of the area as your partner catches the ball. They roll it out to you.",
          "Receive with your back foot, open up towards the gates and pass through the free one: after rolling the ball out, your partner runs to stand in front of one gate. 10 reps on each side.",
          "Progression: with a third player in goal, your partner becomes a forward who presses you. If you cannot turn, pass back to the goalkeeper and move to the other side for the switch. 3 rounds of 2 minutes, one point per pass through a gate."
        ],
        sv: [
          "Markera ett m\xE5l med tv\xE5 koner och en yta p\xE5 20 x 15 m framf\xF6r det. St\xE4ll tv\xE5 portar p\xE5 2 m i bortre \xE4nden (\u201Dmittf\xE4ltet\u201D). Din partner \xE4r m\xE5lvakt med bollen i h\xE4nderna.",
          "B\xF6rja i mitten och g\xE5 sedan brett ut mot kanten av ytan n\xE4r din partner f\xE5ngar bollen. Hen rullar ut den till dig.",
          "Ta emot med bakre foten, \xF6ppna upp mot portarna och passa genom den fria porten: efter utrullningen springer din partner och st\xE4ller sig framf\xF6r en av portarna. 10 repetitioner p\xE5 varje sida.",
          "Utveckling: med en tredje spelare i m\xE5l blir din partner en forward som pressar dig. Kan du inte v\xE4nda passar du tillbaka till m\xE5lvakten och g\xE5r till andra sidan f\xF6r att v\xE4nda spelet. 3 omg\xE5ngar \xE0 2 minuter, en po\xE4ng per passning genom en port."
        ],
        fr: [
          "Marquez un but avec deux plots et une zone de 20 x 15 m devant. Placez deux portes de 2 m au fond (le \xAB milieu de terrain \xBB). Votre partenaire est le gardien, ballon en main.",
          "Partez du centre, puis \xE9cartez-vous vers le bord de la zone quand votre partenaire capte le ballon. Il vous le relance \xE0 la main, au sol.",
          "Contr\xF4lez du pied arri\xE8re, ouvrez-vous vers les portes et passez dans la porte libre : apr\xE8s sa relance, votre partenaire court se placer devant l\u2019une des portes. 10 r\xE9p\xE9titions de chaque c\xF4t\xE9.",
          "Progression : avec un troisi\xE8me joueur dans le but, votre partenaire devient un attaquant qui vous presse. Si vous ne pouvez pas vous retourner, redonnez au gardien et d\xE9calez-vous de l\u2019autre c\xF4t\xE9 pour le renversement. 3 s\xE9ries de 2 minutes, un point par passe dans une porte."
        ],
        pt: [
          "Marque uma baliza com dois cones e uma zona de 20 x 15 m \xE0 frente dela. Coloque duas portas de 2 m no fundo (o \u201Cmeio-campo\u201D). O parceiro \xE9 o guarda-redes, com a bola nas m\xE3os.",
          "Comece ao meio e depois abra para o lado da zona quando o parceiro agarra a bola. Ele rep\xF5e-na rasteira para si.",
          "Receba com o p\xE9 de tr\xE1s, abra o corpo para as portas e passe pela porta livre: depois de repor a bola, o parceiro corre a colocar-se \xE0 frente de uma das portas. 10 repeti\xE7\xF5es de cada lado.",
          "Progress\xE3o: com um terceiro jogador na baliza, o parceiro passa a ser um avan\xE7ado que o pressiona. Se n\xE3o conseguir rodar, devolva ao guarda-redes e v\xE1 para o outro lado para a varia\xE7\xE3o do centro de jogo. 3 s\xE9ries de 2 minutos, um ponto por cada passe por uma porta."
        ]
      },
      coachingPoints: {
        en: [
          "Split wide and deep early: give the goalkeeper an easy pass.",
          "Check over your shoulder before the ball arrives.",
          "Passing back to the goalkeeper is fine: it keeps the ball."
        ],
        sv: [
          "G\xE5 brett och djupt tidigt: ge m\xE5lvakten en enkel passning.",
          "Titta \xF6ver axeln innan bollen kommer.",
          "Att passa tillbaka till m\xE5lvakten \xE4r helt okej: det beh\xE5ller bollen."
        ],
        fr: [
          "\xC9cartez-vous t\xF4t, large et bas : offrez au gardien une passe facile.",
          "Regardez par-dessus l\u2019\xE9paule avant l\u2019arriv\xE9e du ballon.",
          "Redonner au gardien n\u2019est pas une erreur : on garde le ballon."
        ],
        pt: [
          "Abra cedo, largo e baixo: d\xEA ao guarda-redes um passe f\xE1cil.",
          "Olhe por cima do ombro antes de a bola chegar.",
          "Devolver ao guarda-redes n\xE3o \xE9 erro: mant\xE9m a posse."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-draw-and-release",
      title: {
        en: "Draw the defender, then release",
        sv: "Dra p\xE5 dig f\xF6rsvararen och sl\xE4pp bollen",
        fr: "Fixer le d\xE9fenseur, puis donner",
        pt: "Fixar o defesa e soltar a bola"
      },
      description: {
        en: "In a 2v1 or 3v2, the ball carrier must dribble at a defender to fix them, then pass at the right moment. You practise the timing with a partner defending and cone gates as teammates.",
        sv: "I 2 mot 1 eller 3 mot 2 m\xE5ste bollh\xE5llaren dribbla mot en f\xF6rsvarare f\xF6r att l\xE5sa hen och sedan passa i r\xE4tt \xF6gonblick. Du tr\xE4nar timingen med en partner som f\xF6rsvarar och konportar som medspelare.",
        fr: "En 2 contre 1 ou en 3 contre 2, le porteur doit attaquer un d\xE9fenseur pour le fixer, puis passer au bon moment. Vous travaillez ce timing avec un partenaire en d\xE9fense et des portes de plots comme co\xE9quipiers.",
        pt: "Num 2 contra 1 ou num 3 contra 2, quem leva a bola tem de conduzir para um defesa para o fixar e depois passar no momento certo. Treina esse momento com um parceiro a defender e portas de cones como colegas."
      },
      steps: {
        en: [
          "Mark a 15 x 15 m area with a small goal at the far end. Put a 1 m cone gate on each side of the area, halfway up: these are your \u201Cteammates\u201D.",
          "Dribble straight at your partner, who defends in the middle. If they step towards you, release the ball through the teammate gate on the side they left open: 1 point. If they stay back, keep going and shoot: 2 points for a goal.",
          "A pass made too early (more than 5 m from the defender) doesn\u2019t count. 10 attacks, then swap.",
          "Progression (3v2 at walking pace): add a second defender (a friend, or a cone your partner moves). Now you must fix one defender and pass into the gate the other one cannot reach. 3 rounds of 6."
        ],
        sv: [
          "Markera en yta p\xE5 15 x 15 m med ett litet m\xE5l i bortre \xE4nden. St\xE4ll en konport p\xE5 1 m p\xE5 var sida av ytan, halvv\xE4gs upp: de \xE4r dina \u201Dmedspelare\u201D.",
          "Dribbla rakt mot din partner, som f\xF6rsvarar i mitten. Kliver hen mot dig sl\xE4pper du bollen genom medspelarporten p\xE5 den sida hen l\xE4mnade \xF6ppen: 1 po\xE4ng. Stannar hen kvar forts\xE4tter du och skjuter: 2 po\xE4ng f\xF6r m\xE5l.",
          "En passning som sl\xE5s f\xF6r tidigt (mer \xE4n 5 m fr\xE5n f\xF6rsvararen) r\xE4knas inte. 10 anfall, byt sedan.",
          "Utveckling (3 mot 2 i g\xE5ngtempo): l\xE4gg till en andra f\xF6rsvarare (en kompis eller en kon som din partner flyttar). Nu m\xE5ste du l\xE5sa en f\xF6rsvarare och passa in i den port som den andra inte n\xE5r. 3 omg\xE5ngar \xE0 6."
        ],
        fr: [
          "D\xE9limitez une zone de 15 x 15 m avec un mini-but au fond. Placez une porte de plots de 1 m de chaque c\xF4t\xE9 de la zone, \xE0 mi-hauteur : ce sont vos \xAB co\xE9quipiers \xBB.",
          "Avancez balle au pied droit sur votre partenaire, qui d\xE9fend au milieu. S\u2019il sort sur vous, donnez le ballon dans la porte-co\xE9quipier du c\xF4t\xE9 qu\u2019il a laiss\xE9 libre : 1 point. S\u2019il reste en retrait, continuez et frappez : 2 points par but.",
          "Une passe donn\xE9e trop t\xF4t (\xE0 plus de 5 m du d\xE9fenseur) ne compte pas. 10 attaques, puis inversez.",
          "Progression (3 contre 2 au ralenti) : ajoutez un deuxi\xE8me d\xE9fenseur (un ami, ou un plot que votre partenaire d\xE9place). Vous devez fixer un d\xE9fenseur et passer dans la porte que l\u2019autre ne peut pas atteindre. 3 s\xE9ries de 6."
        ],
        pt: [
          "Marque uma zona de 15 x 15 m com uma baliza pequena no fundo. Coloque uma porta de cones de 1 m de cada lado da zona, a meio: s\xE3o os seus \u201Ccolegas\u201D.",
          "Conduza a bola direito ao parceiro, que defende ao meio. Se ele sair a si, solte a bola pela porta-colega do lado que deixou livre: 1 ponto. Se ele ficar atr\xE1s, continue e remate: 2 pontos por golo.",
          "Um passe feito cedo demais (a mais de 5 m do defesa) n\xE3o conta. 10 ataques e depois troquem.",
          "Progress\xE3o (3 contra 2 a passo): junte um segundo defesa (um amigo, ou um cone que o parceiro vai mudando). Agora tem de fixar um defesa e passar pela porta que o outro n\xE3o consegue alcan\xE7ar. 3 s\xE9ries de 6."
        ]
      },
      coachingPoints: {
        en: [
          "Dribble at the defender, not into empty space: make them come to you.",
          "Release the ball when the defender commits, about 2\u20133 m away.",
          "If nobody comes, you are the free player: go and score."
        ],
        sv: [
          "Dribbla mot f\xF6rsvararen, inte ut i tom yta: f\xE5 hen att komma mot dig.",
          "Sl\xE4pp bollen n\xE4r f\xF6rsvararen best\xE4mmer sig, ungef\xE4r 2\u20133 m bort.",
          "Kommer ingen \xE4r du den fria spelaren: g\xE5 och g\xF6r m\xE5l."
        ],
        fr: [
          "Attaquez le d\xE9fenseur, pas l\u2019espace vide : obligez-le \xE0 venir sur vous.",
          "Donnez le ballon quand le d\xE9fenseur s\u2019engage, \xE0 environ 2\u20133 m.",
          "Si personne ne sort, c\u2019est vous le joueur libre : allez marquer."
        ],
        pt: [
          "Conduza para o defesa, n\xE3o para o espa\xE7o vazio: obrigue-o a vir a si.",
          "Solte a bola quando o defesa se compromete, a cerca de 2\u20133 m.",
          "Se ningu\xE9m sair a si, voc\xEA \xE9 o jogador livre: v\xE1 marcar."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "smallGoal", "partner"],
      videoUrl: null
    },
    {
      key: "b2-dribble-pass-or-shoot-signal",
      title: {
        en: "Dribble, pass or shoot?",
        sv: "Dribbla, passa eller skjuta?",
        fr: "Dribbler, passer ou tirer ?",
        pt: "Driblar, passar ou rematar?"
      },
      description: {
        en: "Your partner gives a late signal and you must choose the right action in a split second: shoot, pass into a gate or dribble past. Quick decisions win the overloads that decide matches.",
        sv: "Din partner ger en sen signal och du m\xE5ste v\xE4lja r\xE4tt aktion p\xE5 en sekund: skjuta, passa in i en port eller dribbla f\xF6rbi. Snabba beslut vinner de \xF6verl\xE4gen som avg\xF6r matcher.",
        fr: "Votre partenaire donne un signal tardif et vous devez choisir la bonne action en une fraction de seconde : tirer, passer dans une porte ou dribbler. Les d\xE9cisions rapides font gagner les sup\xE9riorit\xE9s num\xE9riques qui d\xE9cident des matchs.",
        pt: "O parceiro d\xE1 um sinal tardio e voc\xEA tem de escolher a a\xE7\xE3o certa numa fra\xE7\xE3o de segundo: rematar, passar por uma porta ou driblar. As decis\xF5es r\xE1pidas ganham as situa\xE7\xF5es de superioridade que decidem jogos."
      },
      steps: {
        en: [
          "Set up a goal (or a small goal) and start dribbling from 25 m. Put a 2 m \u201Cteammate\u201D gate on each side, 10 m from goal. Your partner stands 12 m out as a defender.",
          "As you dribble, your partner gives a signal: steps towards you = pass through the gate on the open side; stays back = shoot from distance; turns side-on and blocks one way = dribble past on the other side.",
          "Do 12 attacks. 1 point for the right decision and 1 more if it works (gate, goal or getting past).",
          "Progression: your partner gives the signal later and later, until they simply defend for real and you read their body. 2 rounds of 10."
        ],
        sv: [
          "St\xE4ll upp ett m\xE5l (eller ett litet m\xE5l) och b\xF6rja dribbla fr\xE5n 25 m. St\xE4ll en \u201Dmedspelarport\u201D p\xE5 2 m p\xE5 varje sida, 10 m fr\xE5n m\xE5l. Din partner st\xE5r 12 m ut som f\xF6rsvarare.",
          "Medan du dribblar ger din partner en signal: kliver mot dig = passa genom porten p\xE5 den \xF6ppna sidan; st\xE5r kvar = skjut p\xE5 distans; st\xE4ller sig snett och st\xE4nger ena h\xE5llet = dribbla f\xF6rbi p\xE5 andra sidan.",
          "G\xF6r 12 anfall. 1 po\xE4ng f\xF6r r\xE4tt beslut och 1 po\xE4ng till om det lyckas (port, m\xE5l eller f\xF6rbi).",
          "Utveckling: din partner ger signalen allt senare, tills hen till slut f\xF6rsvarar p\xE5 riktigt och du l\xE4ser kroppen. 2 omg\xE5ngar \xE0 10."
        ],
        fr: [
          "Installez un but (ou un mini-but) et partez balle au pied \xE0 25 m. Placez une porte \xAB co\xE9quipier \xBB de 2 m de chaque c\xF4t\xE9, \xE0 10 m du but. Votre partenaire se place \xE0 12 m, en d\xE9fenseur.",
          "Pendant votre conduite, votre partenaire donne un signal : il avance vers vous = passe dans la porte du c\xF4t\xE9 libre ; il reste en retrait = frappe de loin ; il se met de profil et ferme un c\xF4t\xE9 = dribble de l\u2019autre c\xF4t\xE9.",
          "Faites 12 attaques. 1 point pour la bonne d\xE9cision et 1 point de plus si elle r\xE9ussit (porte, but ou d\xE9fenseur \xE9limin\xE9).",
          "Progression : votre partenaire donne son signal de plus en plus tard, jusqu\u2019\xE0 d\xE9fendre pour de vrai ; vous lisez alors son corps. 2 s\xE9ries de 10."
        ],
        pt: [
          "Monte uma baliza (ou uma baliza pequena) e parta em condu\xE7\xE3o de bola a 25 m. Coloque uma porta \u201Ccolega\u201D de 2 m de cada lado, a 10 m da baliza. O parceiro fica a 12 m, a defender.",
          "Enquanto conduz, o parceiro faz um sinal: avan\xE7a para si = passe pela porta do lado livre; fica atr\xE1s = remate de longe; p\xF5e-se de lado e fecha um lado = drible pelo outro lado.",
          "Fa\xE7a 12 ataques. 1 ponto pela decis\xE3o certa e mais 1 ponto se resultar (porta, golo ou defesa ultrapassado).",
          "Progress\xE3o: o parceiro d\xE1 o sinal cada vez mais tarde, at\xE9 defender a s\xE9rio; a\xED \xE9 voc\xEA que l\xEA o corpo dele. 2 s\xE9ries de 10."
        ]
      },
      coachingPoints: {
        en: [
          "Head up while you dribble: you cannot react to what you don\u2019t see.",
          "Decide fast, then do it with full commitment.",
          "The best option is usually the one the defender is not covering."
        ],
        sv: [
          "Blicken uppe medan du dribblar: du kan inte reagera p\xE5 det du inte ser.",
          "Best\xE4m dig snabbt och genomf\xF6r det sedan fullt ut.",
          "Det b\xE4sta alternativet \xE4r oftast det som f\xF6rsvararen inte t\xE4cker."
        ],
        fr: [
          "T\xEAte lev\xE9e pendant la conduite : vous ne pouvez pas r\xE9agir \xE0 ce que vous ne voyez pas.",
          "D\xE9cidez vite, puis allez au bout de votre choix.",
          "La meilleure option est souvent celle que le d\xE9fenseur ne couvre pas."
        ],
        pt: [
          "Cabe\xE7a levantada durante a condu\xE7\xE3o: n\xE3o pode reagir ao que n\xE3o v\xEA.",
          "Decida depressa e depois execute com toda a convic\xE7\xE3o.",
          "A melhor op\xE7\xE3o costuma ser a que o defesa n\xE3o est\xE1 a tapar."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-cover-and-balance",
      title: {
        en: "Press and cover",
        sv: "Press och t\xE4ckning",
        fr: "Presser et couvrir",
        pt: "Press\xE3o e cobertura"
      },
      description: {
        en: "Learn what the second defender does: when a teammate presses the ball, you stand diagonally behind them to cover. With a partner and a friend (or cones), you practise the distances that make a defence hard to beat.",
        sv: "L\xE4r dig vad andra f\xF6rsvararen g\xF6r: n\xE4r en lagkamrat pressar bollen st\xE5r du snett bakom och t\xE4cker. Med en partner och en kompis (eller koner) tr\xE4nar du de avst\xE5nd som g\xF6r ett f\xF6rsvar sv\xE5rt att spela sig igenom.",
        fr: "Apprenez le r\xF4le du deuxi\xE8me d\xE9fenseur : quand un partenaire presse le porteur, vous vous placez en diagonale derri\xE8re lui pour le couvrir. Avec un partenaire et un ami (ou des plots), vous travaillez les distances qui rendent une d\xE9fense difficile \xE0 passer.",
        pt: "Aprenda o que faz o segundo defesa: quando um colega pressiona o portador da bola, voc\xEA coloca-se na diagonal atr\xE1s dele a fazer a cobertura. Com um parceiro e um amigo (ou cones), treina as dist\xE2ncias que tornam uma defesa dif\xEDcil de ultrapassar."
      },
      steps: {
        en: [
          "Mark a 15 x 15 m area with a 2 m goal gate in the middle of one side. Your partner is the attacker with the ball.",
          "Walk-through: your partner stops with the ball at different spots. Put a cone 1\u20132 m in front of the ball as your pressing teammate, then move to the cover position: 3\u20134 m diagonally behind that cone, between the ball and the gate. 10 spots.",
          "Shadow game: your partner dribbles slowly around the area while you hold the cover position behind an imaginary presser, always goal-side and at an angle. 3 x 1 minute.",
          "With a friend: 2 defenders against your partner. The first defender presses, the second covers. When the attacker beats the presser, the cover steps up to press and the beaten player recovers to cover. Swap roles after 6 attacks; 3 rounds."
        ],
        sv: [
          "Markera en yta p\xE5 15 x 15 m med en m\xE5lport p\xE5 2 m mitt p\xE5 ena sidan. Din partner \xE4r anfallare med bollen.",
          "Genomg\xE5ng: din partner stannar med bollen p\xE5 olika platser. St\xE4ll en kon 1\u20132 m framf\xF6r bollen som din pressande lagkamrat och g\xE5 sedan till t\xE4ckningspositionen: 3\u20134 m snett bakom konen, mellan bollen och porten. 10 platser.",
          "Skuggspel: din partner dribblar l\xE5ngsamt runt i ytan medan du h\xE5ller t\xE4ckningspositionen bakom en t\xE4nkt pressare, alltid p\xE5 m\xE5lsidan och i vinkel. 3 x 1 minut.",
          "Med en kompis: 2 f\xF6rsvarare mot din partner. Den f\xF6rsta pressar, den andra t\xE4cker. N\xE4r anfallaren kommer f\xF6rbi pressaren kliver t\xE4ckaren upp och pressar, och den passerade spelaren l\xF6per hem och t\xE4cker. Byt roller efter 6 anfall; 3 omg\xE5ngar."
        ],
        fr: [
          "D\xE9limitez une zone de 15 x 15 m avec une porte-but de 2 m au milieu d\u2019un c\xF4t\xE9. Votre partenaire est l\u2019attaquant, ballon au pied.",
          "Mise en place : votre partenaire s\u2019arr\xEAte avec le ballon \xE0 diff\xE9rents endroits. Posez un plot \xE0 1\u20132 m devant le ballon : c\u2019est votre co\xE9quipier qui presse. Placez-vous ensuite en couverture, \xE0 3\u20134 m en diagonale derri\xE8re ce plot, entre le ballon et la porte. 10 positions.",
          "Jeu d\u2019ombre : votre partenaire conduit lentement le ballon dans la zone pendant que vous gardez la position de couverture derri\xE8re un presseur imaginaire, toujours entre le ballon et le but, en angle. 3 x 1 minute.",
          "Avec un ami : 2 d\xE9fenseurs contre votre partenaire. Le premier presse, le second couvre. Quand l\u2019attaquant \xE9limine le presseur, le couvreur sort presser et le joueur \xE9limin\xE9 revient couvrir. Inversez les r\xF4les apr\xE8s 6 attaques ; 3 s\xE9ries."
        ],
        pt: [
          "Marque uma zona de 15 x 15 m com uma porta-baliza de 2 m a meio de um dos lados. O parceiro \xE9 o atacante, com a bola.",
          "Ensaio: o parceiro para com a bola em v\xE1rios s\xEDtios. Ponha um cone 1\u20132 m \xE0 frente da bola como o colega que pressiona e coloque-se na posi\xE7\xE3o de cobertura: 3\u20134 m na diagonal atr\xE1s desse cone, entre a bola e a porta. 10 posi\xE7\xF5es.",
          "Jogo de sombra: o parceiro conduz devagar pela zona enquanto voc\xEA mant\xE9m a posi\xE7\xE3o de cobertura atr\xE1s de um colega imagin\xE1rio, sempre entre a bola e a baliza e em \xE2ngulo. 3 x 1 minuto.",
          "Com um amigo: 2 defesas contra o parceiro. O primeiro pressiona, o segundo faz a cobertura. Quando o atacante passa o primeiro, quem cobria sai a pressionar e quem foi ultrapassado recupera para a cobertura. Troquem de pap\xE9is a cada 6 ataques; 3 s\xE9ries."
        ]
      },
      coachingPoints: {
        en: [
          "Cover diagonally, not directly behind: then you see both the ball and the space.",
          "Talk: \u201CMine!\u201D for the presser, \u201CCover!\u201D for the second defender.",
          "When the ball moves, both defenders move: press and cover swap in a second."
        ],
        sv: [
          "T\xE4ck snett bakom, inte rakt bakom: d\xE5 ser du b\xE5de bollen och ytan.",
          "Prata: \u201DJag tar!\u201D f\xF6r pressaren, \u201DJag t\xE4cker!\u201D f\xF6r andra f\xF6rsvararen.",
          "N\xE4r bollen r\xF6r sig r\xF6r sig b\xE5da f\xF6rsvararna: press och t\xE4ckning byts p\xE5 en sekund."
        ],
        fr: [
          "Couvrez en diagonale, pas juste derri\xE8re : vous voyez ainsi le ballon et l\u2019espace.",
          "Parlez : \xAB J\u2019y vais ! \xBB pour le presseur, \xAB Je couvre ! \xBB pour le deuxi\xE8me d\xE9fenseur.",
          "Quand le ballon bouge, les deux d\xE9fenseurs bougent : pression et couverture s\u2019\xE9changent en une seconde."
        ],
        pt: [
          "Cubra na diagonal, n\xE3o mesmo atr\xE1s: assim v\xEA a bola e o espa\xE7o.",
          "Falem: \u201CVou eu!\u201D para quem pressiona, \u201CEstou a cobrir!\u201D para o segundo defesa.",
          "Quando a bola se move, os dois defesas movem-se: press\xE3o e cobertura trocam num segundo."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-recovery-runs",
      title: {
        en: "Recovery runs: get goal-side",
        sv: "\xC5terh\xE4mtningsl\xF6pningar: kom p\xE5 m\xE5lsidan",
        fr: "Courses de repli : revenir entre le ballon et le but",
        pt: "Recupera\xE7\xE3o defensiva: voltar para tr\xE1s da bola"
      },
      description: {
        en: "When the ball goes past you, sprint back on the shortest line to get between the ball and your goal, then turn to face play. Recovering behind the ball is everyone\u2019s job, not only the defenders\u2019.",
        sv: "N\xE4r bollen g\xE5r f\xF6rbi dig sprintar du tillbaka den kortaste v\xE4gen f\xF6r att komma mellan bollen och ditt m\xE5l, och v\xE4nder dig sedan mot spelet. Att \xE5terh\xE4mta bakom bollen \xE4r allas jobb, inte bara backarnas.",
        fr: "Quand le ballon vous d\xE9passe, sprintez sur la ligne la plus courte pour revenir entre le ballon et votre but, puis faites face au jeu. Se replacer derri\xE8re le ballon est le travail de tous, pas seulement des d\xE9fenseurs.",
        pt: "Quando a bola passa por si, sprinte pelo caminho mais curto para ficar entre a bola e a sua baliza e depois vire-se de frente para o jogo. Recuperar para tr\xE1s da linha da bola \xE9 tarefa de todos, n\xE3o s\xF3 dos defesas."
      },
      steps: {
        en: [
          "Set a 2 m gate as your goal at one end of a 25 m channel. Stand at the halfway cone (12 m from the goal) facing your partner, who has the ball 5 m away.",
          "Your partner plays the ball 5\u20138 m past you and chases it. Turn and sprint back on the line between the ball and the goal, overtake the attacker if you can, then turn to face them and jockey.",
          "The attacker scores by dribbling through the gate; you win if you stop them or win the ball. 8 reps with 30 seconds of rest, then swap.",
          "Progression: start sitting or lying face down so the reaction is harder. Finish with 4 x 20 m recovery sprints without a ball, walking back to the start."
        ],
        sv: [
          "St\xE4ll en port p\xE5 2 m som ditt m\xE5l i ena \xE4nden av en kanal p\xE5 25 m. St\xE5 vid mittkonen (12 m fr\xE5n m\xE5l) v\xE4nd mot din partner, som har bollen 5 m bort.",
          "Din partner spelar bollen 5\u20138 m f\xF6rbi dig och jagar den. V\xE4nd och sprinta tillbaka p\xE5 linjen mellan bollen och m\xE5let, g\xE5 om anfallaren om du kan, v\xE4nd dig sedan mot hen och jockeya.",
          "Anfallaren g\xF6r m\xE5l genom att dribbla genom porten; du vinner om du stoppar hen eller vinner bollen. 8 repetitioner med 30 sekunders vila, byt sedan.",
          "Utveckling: starta sittande eller liggande p\xE5 magen s\xE5 att reaktionen blir sv\xE5rare. Avsluta med 4 x 20 m \xE5terh\xE4mtningssprinter utan boll och g\xE5 tillbaka till start."
        ],
        fr: [
          "Placez une porte de 2 m (votre but) au bout d\u2019un couloir de 25 m. Placez-vous au plot du milieu (\xE0 12 m du but), face \xE0 votre partenaire qui a le ballon \xE0 5 m.",
          "Votre partenaire joue le ballon 5\u20138 m derri\xE8re vous et le poursuit. Retournez-vous et sprintez sur la ligne entre le ballon et le but, d\xE9passez l\u2019attaquant si vous le pouvez, puis faites-lui face et temporisez.",
          "L\u2019attaquant marque en franchissant la porte balle au pied ; vous gagnez si vous le bloquez ou r\xE9cup\xE9rez le ballon. 8 r\xE9p\xE9titions avec 30 secondes de repos, puis inversez.",
          "Progression : partez assis ou allong\xE9 sur le ventre pour rendre la r\xE9action plus difficile. Terminez par 4 sprints de repli de 20 m sans ballon, retour en marchant."
        ],
        pt: [
          "Coloque uma porta de 2 m (a sua baliza) no fim de um corredor de 25 m. Fique no cone do meio (a 12 m da baliza), de frente para o parceiro, que tem a bola a 5 m.",
          "O parceiro joga a bola 5\u20138 m para l\xE1 de si e persegue-a. Rode e sprinte pela linha entre a bola e a baliza, passe \xE0 frente do atacante se conseguir e depois fique de frente para ele e temporize.",
          "O atacante marca se passar pela porta com a bola; voc\xEA ganha se o travar ou recuperar a bola. 8 repeti\xE7\xF5es com 30 segundos de descanso e depois troquem.",
          "Progress\xE3o: comece sentado ou deitado de barriga para baixo para a rea\xE7\xE3o ser mais dif\xEDcil. Termine com 4 sprints de recupera\xE7\xE3o de 20 m sem bola, voltando ao in\xEDcio a andar."
        ]
      },
      coachingPoints: {
        en: [
          "First steps: turn fast and sprint, don\u2019t jog.",
          "Run towards your own goal, not towards the ball.",
          "Once you are goal-side, slow down and defend; never tackle from behind."
        ],
        sv: [
          "F\xF6rsta stegen: v\xE4nd snabbt och sprinta, jogga inte.",
          "Spring mot ditt eget m\xE5l, inte mot bollen.",
          "N\xE4r du \xE4r p\xE5 m\xE5lsidan saktar du in och f\xF6rsvarar; tackla aldrig bakifr\xE5n."
        ],
        fr: [
          "Premiers appuis : retournez-vous vite et sprintez, ne trottinez pas.",
          "Courez vers votre but, pas vers le ballon.",
          "Une fois entre le ballon et le but, ralentissez et d\xE9fendez ; ne taclez jamais par derri\xE8re."
        ],
        pt: [
          "Primeiros passos: rode depressa e sprinte, n\xE3o corra devagar.",
          "Corra para a sua baliza, n\xE3o para a bola.",
          "Quando estiver entre a bola e a baliza, abrande e defenda; nunca entre por tr\xE1s."
        ]
      },
      durationMinutes: 20,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-running-technique-abc",
      title: {
        en: "Running ABCs",
        sv: "L\xF6pskolning: l\xF6pningens ABC",
        fr: "Les gammes de course",
        pt: "O ABC da corrida"
      },
      description: {
        en: "Running drills (skips, high knees, heel flicks and shuffles) that teach you to run tall, quick and light. Better running technique makes you faster with and without the ball.",
        sv: "L\xF6p\xF6vningar (skipping, h\xF6ga kn\xE4n, h\xE4lkickar och sidf\xF6rflyttningar) som l\xE4r dig springa rak, snabbt och l\xE4tt. B\xE4ttre l\xF6pteknik g\xF6r dig snabbare med och utan boll.",
        fr: "Des \xE9ducatifs de course (skipping, mont\xE9es de genoux, talons-fesses et pas chass\xE9s) pour apprendre \xE0 courir grand, vite et l\xE9ger. Une meilleure technique de course vous rend plus rapide avec et sans ballon.",
        pt: "Exerc\xEDcios de t\xE9cnica de corrida (skipping, joelhos altos, calcanhares aos gl\xFAteos e deslocamentos laterais) para aprender a correr direito, r\xE1pido e leve. Uma melhor t\xE9cnica de corrida torna-o mais r\xE1pido com e sem bola."
      },
      steps: {
        en: [
          "Mark a 20 m straight line with cones at 0, 10 and 20 m. Jog two lengths to warm up.",
          "A-skip: skip with one knee up to hip height and the opposite arm swinging forward. 2 lengths. Then high knees (quick, small steps, knees up), 2 lengths.",
          "Heel flicks (heels up towards your bottom) for 2 lengths, then side shuffles, 2 lengths facing each way.",
          "Finish with 4 build-up runs over 20 m: start slowly and reach 80\u201390% of top speed at the end, walking back to rest."
        ],
        sv: [
          "Markera en rak str\xE4cka p\xE5 20 m med koner vid 0, 10 och 20 m. Jogga tv\xE5 l\xE4ngder som uppv\xE4rmning.",
          "A-skip: skippa med ena kn\xE4t upp i h\xF6fth\xF6jd och motsatt arm som svingar fram\xE5t. 2 l\xE4ngder. Sedan h\xF6ga kn\xE4n (snabba, korta steg, kn\xE4na upp), 2 l\xE4ngder.",
          "H\xE4lkickar (h\xE4larna upp mot baken) i 2 l\xE4ngder, sedan sidf\xF6rflyttningar, 2 l\xE4ngder \xE5t varje h\xE5ll.",
          "Avsluta med 4 stegringslopp p\xE5 20 m: b\xF6rja lugnt och n\xE5 80\u201390 % av maxfarten i slutet, g\xE5 tillbaka som vila."
        ],
        fr: [
          "Balisez une ligne droite de 20 m avec des plots \xE0 0, 10 et 20 m. Trottinez deux longueurs pour vous \xE9chauffer.",
          "Skipping A : sautillez en montant un genou \xE0 hauteur de hanche, le bras oppos\xE9 vers l\u2019avant. 2 longueurs. Puis mont\xE9es de genoux (petits pas rapides, genoux hauts), 2 longueurs.",
          "Talons-fesses pendant 2 longueurs, puis pas chass\xE9s lat\xE9raux, 2 longueurs en regardant de chaque c\xF4t\xE9.",
          "Terminez par 4 acc\xE9l\xE9rations progressives sur 20 m : partez doucement et atteignez 80\u201390 % de votre vitesse maximale \xE0 la fin, retour en marchant pour r\xE9cup\xE9rer."
        ],
        pt: [
          "Marque uma reta de 20 m com cones aos 0, 10 e 20 m. Corra devagar duas vezes o percurso para aquecer.",
          "Skipping A: saltite a subir um joelho \xE0 altura da anca, com o bra\xE7o contr\xE1rio a ir para a frente. 2 percursos. Depois joelhos altos (passos curtos e r\xE1pidos, joelhos em cima), 2 percursos.",
          "Calcanhares aos gl\xFAteos durante 2 percursos e depois deslocamentos laterais, 2 percursos virado para cada lado.",
          "Termine com 4 corridas progressivas de 20 m: comece devagar e chegue a 80\u201390 % da velocidade m\xE1xima no fim; volte a andar para recuperar."
        ]
      },
      coachingPoints: {
        en: [
          "Run tall, eyes forward, don\u2019t lean back.",
          "Arms swing forward and back, elbows at 90 degrees, hands from hip to chin.",
          "Land on the front of your foot, under your hips."
        ],
        sv: [
          "Spring rak i kroppen, blicken fram\xE5t, luta dig inte bak\xE5t.",
          "Armarna pendlar fram och tillbaka, armb\xE5garna i 90 grader, h\xE4nderna fr\xE5n h\xF6ften till hakan.",
          "Landa p\xE5 framfoten, under h\xF6fterna."
        ],
        fr: [
          "Courez grand, regard devant, sans vous pencher en arri\xE8re.",
          "Les bras balancent d\u2019avant en arri\xE8re, coudes \xE0 90 degr\xE9s, mains de la hanche au menton.",
          "Posez l\u2019avant du pied sous les hanches."
        ],
        pt: [
          "Corra com o corpo direito, olhos em frente, sem se inclinar para tr\xE1s.",
          "Os bra\xE7os balan\xE7am para a frente e para tr\xE1s, cotovelos a 90 graus, m\xE3os da anca ao queixo.",
          "Apoie a parte da frente do p\xE9, por baixo das ancas."
        ]
      },
      durationMinutes: 20,
      equipment: ["cones"],
      videoUrl: null
    },
    {
      key: "b2-jump-and-land",
      title: {
        en: "Jump and land like a pro",
        sv: "Hoppa och landa som ett proffs",
        fr: "Sauter et se r\xE9ceptionner comme un pro",
        pt: "Saltar e aterrar como um profissional"
      },
      description: {
        en: "Fun jumping and balance exercises that teach you to land softly and stay stable. Good landings protect your knees and ankles and help you win headers and duels.",
        sv: "Roliga hopp- och balans\xF6vningar som l\xE4r dig landa mjukt och st\xE5 stabilt. Bra landningar skyddar kn\xE4n och fotleder och hj\xE4lper dig att vinna nickdueller och n\xE4rkamper.",
        fr: "Des exercices ludiques de sauts et d\u2019\xE9quilibre pour apprendre \xE0 vous r\xE9ceptionner en douceur et \xE0 rester stable. De bonnes r\xE9ceptions prot\xE8gent vos genoux et vos chevilles et vous aident \xE0 gagner les duels, y compris de la t\xEAte.",
        pt: "Exerc\xEDcios divertidos de saltos e equil\xEDbrio para aprender a aterrar suavemente e a ficar est\xE1vel. Boas rece\xE7\xF5es ao solo protegem os joelhos e os tornozelos e ajudam-no a ganhar duelos, tamb\xE9m de cabe\xE7a."
      },
      steps: {
        en: [
          "Warm up with 1 minute of skipping (with or without a rope).",
          "Squat jumps: jump up, land softly on both feet with your knees bent and over your toes, and hold for 2 seconds. 2 sets of 6.",
          "Line hops: jump forwards and backwards over a line, then side to side, as fast as you can while staying light. 3 x 15 seconds of each.",
          "Single-leg balance: stand on one leg for 30 seconds, then do 5 small hops on that leg, freezing on each landing. Both legs, 2 sets.",
          "Progression: hop on one leg over 4 cones in a line and hold the last landing for 3 seconds. 3 times per leg, on a mat or on grass."
        ],
        sv: [
          "V\xE4rm upp med 1 minut hopprep (med eller utan rep).",
          "Upphopp fr\xE5n kn\xE4b\xF6j: hoppa upp, landa mjukt p\xE5 b\xE5da f\xF6tterna med kn\xE4na b\xF6jda och \xF6ver t\xE5rna och h\xE5ll kvar i 2 sekunder. 2 set \xE0 6.",
          "Linjehopp: hoppa fram och tillbaka \xF6ver en linje, sedan fr\xE5n sida till sida, s\xE5 snabbt du kan men fortfarande l\xE4tt. 3 x 15 sekunder av varje.",
          "Enbensbalans: st\xE5 p\xE5 ett ben i 30 sekunder, g\xF6r sedan 5 sm\xE5 hopp p\xE5 det benet och frys i varje landning. B\xE5da benen, 2 set.",
          "Utveckling: hoppa p\xE5 ett ben \xF6ver 4 koner p\xE5 rad och h\xE5ll sista landningen i 3 sekunder. 3 g\xE5nger per ben, p\xE5 en matta eller p\xE5 gr\xE4s."
        ],
        fr: [
          "\xC9chauffez-vous avec 1 minute de corde \xE0 sauter (avec ou sans corde).",
          "Sauts depuis l\u2019accroupi : sautez, r\xE9ceptionnez-vous en douceur sur les deux pieds, genoux fl\xE9chis au-dessus des orteils, et tenez 2 secondes. 2 s\xE9ries de 6.",
          "Sauts de ligne : sautez d\u2019avant en arri\xE8re au-dessus d\u2019une ligne, puis de c\xF4t\xE9, le plus vite possible en restant l\xE9ger. 3 x 15 secondes de chaque.",
          "\xC9quilibre sur une jambe : tenez 30 secondes sur une jambe, puis faites 5 petits sauts sur cette jambe en vous figeant \xE0 chaque r\xE9ception. Les deux jambes, 2 s\xE9ries.",
          "Progression : sautez \xE0 cloche-pied au-dessus de 4 plots align\xE9s et tenez la derni\xE8re r\xE9ception 3 secondes. 3 fois par jambe, sur un tapis ou sur l\u2019herbe."
        ],
        pt: [
          "Aque\xE7a com 1 minuto a saltar \xE0 corda (com ou sem corda).",
          "Saltos a partir do agachamento: salte, aterre suavemente nos dois p\xE9s com os joelhos fletidos e alinhados com os dedos dos p\xE9s e fique parado 2 segundos. 2 s\xE9ries de 6.",
          "Saltos sobre uma linha: salte para a frente e para tr\xE1s por cima de uma linha e depois de lado, o mais depressa poss\xEDvel mas com leveza. 3 x 15 segundos de cada.",
          "Equil\xEDbrio num s\xF3 p\xE9: fique 30 segundos num p\xE9 e depois fa\xE7a 5 saltinhos nesse p\xE9, parando im\xF3vel em cada rece\xE7\xE3o. As duas pernas, 2 s\xE9ries.",
          "Progress\xE3o: salte ao p\xE9-coxinho por cima de 4 cones em linha e aguente a \xFAltima rece\xE7\xE3o 3 segundos. 3 vezes com cada perna, num tapete ou na relva."
        ]
      },
      coachingPoints: {
        en: [
          "Land quietly, like a cat.",
          "Knees stay in line with your toes and never fall inwards.",
          "Quality before quantity: stop when your landings get sloppy."
        ],
        sv: [
          "Landa tyst, som en katt.",
          "Kn\xE4na ska vara i linje med t\xE5rna och aldrig falla in\xE5t.",
          "Kvalitet f\xF6re kvantitet: sluta n\xE4r landningarna blir slarviga."
        ],
        fr: [
          "R\xE9ceptionnez-vous sans bruit, comme un chat.",
          "Les genoux restent dans l\u2019axe des orteils et ne rentrent jamais vers l\u2019int\xE9rieur.",
          "La qualit\xE9 avant la quantit\xE9 : arr\xEAtez quand les r\xE9ceptions deviennent approximatives."
        ],
        pt: [
          "Aterre sem barulho, como um gato.",
          "Os joelhos ficam alinhados com os dedos dos p\xE9s e nunca caem para dentro.",
          "Qualidade antes da quantidade: pare quando as rece\xE7\xF5es ficarem descuidadas."
        ]
      },
      durationMinutes: 20,
      equipment: ["cones", "mat", "skippingRope"],
      videoUrl: null
    },
    {
      key: "b2-ladder-footwork",
      title: {
        en: "Fast feet on the ladder",
        sv: "Snabba f\xF6tter i stegen",
        fr: "Pieds rapides \xE0 l\u2019\xE9chelle",
        pt: "P\xE9s r\xE1pidos na escada"
      },
      description: {
        en: "Agility-ladder patterns for quick, light feet, each one finished with a touch on the ball. Fast feet help you change direction and adjust to the ball.",
        sv: "M\xF6nster i koordinationsstegen f\xF6r snabba, l\xE4tta f\xF6tter, vart och ett avslutat med en touch p\xE5 bollen. Snabba f\xF6tter hj\xE4lper dig att byta riktning och anpassa dig till bollen.",
        fr: "Des parcours \xE0 l\u2019\xE9chelle de rythme pour des appuis rapides et l\xE9gers, chacun termin\xE9 par une touche de balle. Des pieds rapides vous aident \xE0 changer de direction et \xE0 vous ajuster au ballon.",
        pt: "Percursos na escada de agilidade para p\xE9s r\xE1pidos e leves, cada um terminado com um toque na bola. P\xE9s r\xE1pidos ajudam-no a mudar de dire\xE7\xE3o e a ajustar-se \xE0 bola."
      },
      steps: {
        en: [
          "Lay out an agility ladder (or draw 10 boxes in chalk, or mark them with cones, 40 cm apart). Put a ball 2 m past the end of the ladder.",
          "One foot in each box, then two feet in each box, running forwards. 3 times each, walking back.",
          "Lateral: step sideways with both feet into each box, leading with the left foot, then with the right. 3 times each.",
          "In and out: both feet into the box, both feet out to the sides, like hopscotch, all the way along. 3 times.",
          "After every run, sprint to the ball, touch it with your sole and dribble 5 m at full speed. Finish with 2 timed runs of your favourite pattern."
        ],
        sv: [
          "L\xE4gg ut en koordinationsstege (eller rita 10 rutor med krita, eller markera dem med koner, 40 cm is\xE4r). L\xE4gg en boll 2 m efter stegens slut.",
          "En fot i varje ruta, sedan tv\xE5 f\xF6tter i varje ruta, fram\xE5t. 3 g\xE5nger av varje, g\xE5 tillbaka.",
          "I sidled: kliv \xE5t sidan med b\xE5da f\xF6tterna in i varje ruta, f\xF6rst med v\xE4nster fot som leder, sedan med h\xF6ger. 3 g\xE5nger av varje.",
          "In och ut: b\xE5da f\xF6tterna in i rutan, b\xE5da f\xF6tterna ut \xE5t sidorna, som i hage, hela v\xE4gen. 3 g\xE5nger.",
          "Efter varje varv sprintar du till bollen, r\xF6r den med sulan och dribblar 5 m i full fart. Avsluta med 2 lopp p\xE5 tid med ditt favoritm\xF6nster."
        ],
        fr: [
          "Posez une \xE9chelle de rythme (ou dessinez 10 cases \xE0 la craie, ou d\xE9limitez-les avec des plots, espac\xE9es de 40 cm). Placez un ballon 2 m apr\xE8s l\u2019\xE9chelle.",
          "Un pied dans chaque case, puis deux pieds dans chaque case, vers l\u2019avant. 3 fois chacun, retour en marchant.",
          "Lat\xE9ral : d\xE9placez-vous de c\xF4t\xE9 en posant les deux pieds dans chaque case, en menant du pied gauche, puis du pied droit. 3 fois chacun.",
          "Dedans-dehors : deux pieds dans la case, deux pieds dehors de chaque c\xF4t\xE9, comme \xE0 la marelle, jusqu\u2019au bout. 3 fois.",
          "Apr\xE8s chaque passage, sprintez jusqu\u2019au ballon, touchez-le de la semelle et conduisez-le 5 m \xE0 pleine vitesse. Terminez par 2 passages chronom\xE9tr\xE9s de votre parcours pr\xE9f\xE9r\xE9."
        ],
        pt: [
          "Estenda uma escada de agilidade (ou desenhe 10 quadrados com giz, ou marque-os com cones, a 40 cm uns dos outros). Ponha uma bola 2 m depois do fim da escada.",
          "Um p\xE9 em cada quadrado e depois os dois p\xE9s em cada quadrado, para a frente. 3 vezes cada, voltando a andar.",
          "Lateral: desloque-se de lado pondo os dois p\xE9s em cada quadrado, primeiro a come\xE7ar com o p\xE9 esquerdo, depois com o direito. 3 vezes cada.",
          "Dentro e fora: os dois p\xE9s dentro do quadrado, os dois p\xE9s fora para os lados, como na macaca, at\xE9 ao fim. 3 vezes.",
          "No fim de cada percurso, sprinte at\xE9 \xE0 bola, toque-lhe com a sola e conduza 5 m em velocidade m\xE1xima. Termine com 2 percursos cronometrados do seu exerc\xEDcio preferido."
        ]
      },
      coachingPoints: {
        en: [
          "Stay on the balls of your feet and use your arms.",
          "Quick but accurate: don\u2019t step on the rungs.",
          "Look up at the end of the ladder before you reach the ball."
        ],
        sv: [
          "St\xE5 p\xE5 framfoten och anv\xE4nd armarna.",
          "Snabbt men noggrant: trampa inte p\xE5 pinnarna.",
          "Titta upp i slutet av stegen innan du n\xE5r bollen."
        ],
        fr: [
          "Restez sur l\u2019avant des pieds, les bras actifs.",
          "Vite mais pr\xE9cis : ne marchez pas sur les barreaux.",
          "Levez la t\xEAte \xE0 la fin de l\u2019\xE9chelle avant d\u2019arriver au ballon."
        ],
        pt: [
          "Fique na ponta dos p\xE9s e use os bra\xE7os.",
          "R\xE1pido mas preciso: n\xE3o pise as barras.",
          "Levante a cabe\xE7a no fim da escada antes de chegar \xE0 bola."
        ]
      },
      durationMinutes: 20,
      equipment: ["agilityLadder", "ball", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b2-reaction-agility",
      title: {
        en: "Colour-call reaction race",
        sv: "F\xE4rgjakten: reaktion och riktningsbyten",
        fr: "Course-r\xE9action aux couleurs",
        pt: "Corrida de rea\xE7\xE3o \xE0s cores"
      },
      description: {
        en: "Your partner calls a colour and you sprint to that cone, turning and changing direction as quickly as you can. Reacting fast and changing direction under control makes you sharp in games.",
        sv: "Din partner ropar en f\xE4rg och du sprintar till den konen och v\xE4nder och byter riktning s\xE5 snabbt du kan. Att reagera snabbt och byta riktning med kontroll g\xF6r dig skarp i matcherna.",
        fr: "Votre partenaire annonce une couleur et vous sprintez vers ce plot, en tournant et en changeant de direction le plus vite possible. R\xE9agir vite et changer de direction avec contr\xF4le vous rend vif en match.",
        pt: "O parceiro diz uma cor e voc\xEA sprinta at\xE9 esse cone, rodando e mudando de dire\xE7\xE3o o mais depressa poss\xEDvel. Reagir depressa e mudar de dire\xE7\xE3o com controlo torna-o mais vivo no jogo."
      },
      steps: {
        en: [
          "Place 4 cones of different colours in a diamond, each 5 m from a centre cone where you stand.",
          "Your partner calls a colour; sprint there, touch the cone with your hand and come back to the centre. 6 calls per set, 3 sets, 1 minute of rest.",
          "Your partner now calls two colours in a row; go to the first cone and then straight to the second without returning to the centre.",
          "Progression: your partner points instead of calling (so you must watch), or calls \u201Copposite!\u201D to send you to the cone across from the colour. Finish with a race: you both react to a clap and sprint to the same cone."
        ],
        sv: [
          "St\xE4ll 4 koner i olika f\xE4rger i en romb, var och en 5 m fr\xE5n en mittkon d\xE4r du st\xE5r.",
          "Din partner ropar en f\xE4rg; sprinta dit, nudda konen med handen och kom tillbaka till mitten. 6 rop per set, 3 set, 1 minuts vila.",
          "Nu ropar din partner tv\xE5 f\xE4rger i rad; spring till den f\xF6rsta konen och sedan direkt till den andra utan att g\xE5 tillbaka till mitten.",
          "Utveckling: din partner pekar i st\xE4llet f\xF6r att ropa (s\xE5 att du m\xE5ste titta), eller ropar \u201Dmotsatt!\u201D och skickar dig till konen mittemot f\xE4rgen. Avsluta med ett race: b\xE5da reagerar p\xE5 en klapp och sprintar till samma kon."
        ],
        fr: [
          "Placez 4 plots de couleurs diff\xE9rentes en losange, chacun \xE0 5 m d\u2019un plot central o\xF9 vous vous tenez.",
          "Votre partenaire annonce une couleur ; sprintez jusqu\u2019au plot, touchez-le de la main et revenez au centre. 6 annonces par s\xE9rie, 3 s\xE9ries, 1 minute de repos.",
          "Votre partenaire annonce maintenant deux couleurs \xE0 la suite ; allez au premier plot puis directement au second, sans repasser par le centre.",
          "Progression : votre partenaire montre le plot du doigt au lieu de parler (vous devez donc regarder), ou annonce \xAB oppos\xE9 ! \xBB pour vous envoyer au plot d\u2019en face. Terminez par une course : vous r\xE9agissez tous les deux \xE0 un clap et sprintez vers le m\xEAme plot."
        ],
        pt: [
          "Coloque 4 cones de cores diferentes em losango, cada um a 5 m de um cone central onde voc\xEA fica.",
          "O parceiro diz uma cor; sprinte at\xE9 esse cone, toque-lhe com a m\xE3o e volte ao centro. 6 cores por s\xE9rie, 3 s\xE9ries, 1 minuto de descanso.",
          "Agora o parceiro diz duas cores seguidas; v\xE1 ao primeiro cone e logo a seguir ao segundo, sem passar pelo centro.",
          "Progress\xE3o: o parceiro aponta em vez de falar (tem de olhar) ou diz \u201Cao contr\xE1rio!\u201D para o mandar para o cone oposto \xE0 cor. Termine com uma corrida: os dois reagem a uma palma e sprintam para o mesmo cone."
        ]
      },
      coachingPoints: {
        en: [
          "Start in the ready position: feet shoulder-width apart, knees bent, weight forward.",
          "Lower your hips and take short steps to stop and turn.",
          "Push off the outside foot when you change direction."
        ],
        sv: [
          "Starta i beredskapsst\xE4llning: f\xF6tterna axelbrett is\xE4r, b\xF6jda kn\xE4n, vikten fram\xE5t.",
          "S\xE4nk h\xF6fterna och ta korta steg f\xF6r att stanna och v\xE4nda.",
          "Tryck ifr\xE5n med ytterfoten n\xE4r du byter riktning."
        ],
        fr: [
          "Partez en position d\u2019attente : pieds \xE9cart\xE9s de la largeur des \xE9paules, genoux fl\xE9chis, poids vers l\u2019avant.",
          "Abaissez les hanches et faites de petits pas pour freiner et tourner.",
          "Poussez sur le pied ext\xE9rieur pour changer de direction."
        ],
        pt: [
          "Comece em posi\xE7\xE3o de espera: p\xE9s \xE0 largura dos ombros, joelhos fletidos, peso para a frente.",
          "Baixe as ancas e d\xEA passos curtos para travar e rodar.",
          "Empurre com o p\xE9 de fora quando muda de dire\xE7\xE3o."
        ]
      },
      durationMinutes: 20,
      equipment: ["cones", "partner"],
      videoUrl: null
    },
    {
      key: "b2-9v9-shape-walkthrough",
      title: {
        en: "Your place in 9v9",
        sv: "Din plats i 9 mot 9",
        fr: "Votre place dans le jeu \xE0 9",
        pt: "O seu lugar no jogo de 9"
      },
      description: {
        en: "Learn a 9v9 team shape (for example 3-2-3 with a goalkeeper) by walking through how each line moves as the ball changes sides. On the bigger pitch, knowing your position and its distances makes switching play easy.",
        sv: "L\xE4r dig en laguppst\xE4llning i 9 mot 9 (till exempel 3-2-3 med m\xE5lvakt) genom att g\xE5 igenom hur varje lagdel flyttar sig n\xE4r bollen byter sida. P\xE5 den st\xF6rre planen blir det l\xE4tt att v\xE4nda spelet n\xE4r du kan din position och avst\xE5nden.",
        fr: "Apprenez une organisation \xE0 9 (par exemple un 3-2-3 avec gardien) en r\xE9p\xE9tant comment chaque ligne se d\xE9place quand le ballon change de c\xF4t\xE9. Sur le grand terrain, conna\xEEtre votre poste et ses distances rend les renversements de jeu faciles.",
        pt: "Aprenda uma organiza\xE7\xE3o de jogo de 9 (por exemplo 3-2-3 com guarda-redes) ensaiando como cada setor se desloca quando a bola muda de lado. No campo maior, conhecer a sua posi\xE7\xE3o e as dist\xE2ncias facilita a varia\xE7\xE3o do centro de jogo."
      },
      steps: {
        en: [
          "In a big space, set out cones for a 9v9 team in a 3-2-3 shape: three defenders, two midfielders, three forwards, about 10\u201315 m apart. Use one cone colour per line.",
          "Stand on the cone of your usual position. Your partner carries the ball (in their hands) to the left wing, then the right wing, then the middle. Each time, move 5\u201310 m with the ball as your line would, and move the other cones of your line too.",
          "Switch of play: when the ball is on one wing, call for it as the free player on the far side, then run across to receive a long pass from your partner. 6 switches.",
          "Repeat from a second position (for example midfield if you play in defence). Finish by drawing your team\u2019s shape on paper and marking your two main jobs with and without the ball."
        ],
        sv: [
          "St\xE4ll p\xE5 en stor yta upp koner f\xF6r ett lag i 9 mot 9 i en 3-2-3: tre backar, tv\xE5 mittf\xE4ltare, tre forwards, ungef\xE4r 10\u201315 m is\xE4r. Anv\xE4nd en konf\xE4rg per lagdel.",
          "St\xE4ll dig p\xE5 konen f\xF6r din vanliga position. Din partner b\xE4r bollen (i h\xE4nderna) till v\xE4nsterkanten, sedan h\xF6gerkanten, sedan mitten. Varje g\xE5ng flyttar du dig 5\u201310 m med bollen som din lagdel skulle g\xF6ra, och flyttar \xE4ven de andra konerna i din lagdel.",
          "V\xE4nd spelet: n\xE4r bollen \xE4r p\xE5 ena kanten ropar du p\xE5 den som den fria spelaren p\xE5 bortre sidan och springer dit f\xF6r att ta emot en l\xE5ng passning fr\xE5n din partner. 6 spelv\xE4ndningar.",
          "G\xF6r om fr\xE5n en andra position (till exempel mittf\xE4ltet om du spelar back). Avsluta med att rita lagets uppst\xE4llning p\xE5 papper och markera dina tv\xE5 viktigaste uppgifter med och utan boll."
        ],
        fr: [
          "Sur un grand espace, placez des plots pour une \xE9quipe \xE0 9 en 3-2-3 : trois d\xE9fenseurs, deux milieux, trois attaquants, \xE0 environ 10\u201315 m les uns des autres. Une couleur de plot par ligne.",
          "Placez-vous sur le plot de votre poste habituel. Votre partenaire porte le ballon (\xE0 la main) sur l\u2019aile gauche, puis sur l\u2019aile droite, puis au centre. \xC0 chaque fois, d\xE9placez-vous de 5\u201310 m avec le ballon comme le ferait votre ligne, et d\xE9placez aussi les autres plots de votre ligne.",
          "Renversement : quand le ballon est sur une aile, demandez-le en tant que joueur libre c\xF4t\xE9 oppos\xE9, puis courez-y pour recevoir une longue passe de votre partenaire. 6 renversements.",
          "Recommencez depuis un deuxi\xE8me poste (par exemple milieu si vous jouez en d\xE9fense). Terminez en dessinant l\u2019organisation de votre \xE9quipe sur une feuille et en notant vos deux missions principales avec et sans ballon."
        ],
        pt: [
          "Num espa\xE7o grande, coloque cones para uma equipa de 9 em 3-2-3: tr\xEAs defesas, dois m\xE9dios, tr\xEAs avan\xE7ados, a cerca de 10\u201315 m uns dos outros. Use uma cor de cone por setor.",
          "Coloque-se no cone da sua posi\xE7\xE3o habitual. O parceiro leva a bola (nas m\xE3os) para a ala esquerda, depois para a direita, depois para o meio. De cada vez, desloque-se 5\u201310 m com a bola como o seu setor faria e mude tamb\xE9m os outros cones do seu setor.",
          "Varia\xE7\xE3o do centro de jogo: quando a bola est\xE1 numa ala, pe\xE7a-a como jogador livre do lado contr\xE1rio e corra para l\xE1 para receber um passe longo do parceiro. 6 varia\xE7\xF5es.",
          "Repita a partir de uma segunda posi\xE7\xE3o (por exemplo m\xE9dio, se joga a defesa). Termine a desenhar a organiza\xE7\xE3o da sua equipa numa folha e a marcar as suas duas tarefas principais com e sem bola."
        ]
      },
      coachingPoints: {
        en: [
          "Distances: close enough to help, far enough to be a real option (10\u201315 m).",
          "The whole team slides towards the ball; the far winger stays wide for the switch.",
          "Before a switch, look to the far side: that is usually where the space is."
        ],
        sv: [
          "Avst\xE5nd: n\xE4ra nog f\xF6r att hj\xE4lpa, l\xE5ngt nog f\xF6r att vara ett riktigt alternativ (10\u201315 m).",
          "Hela laget f\xF6rskjuter mot bollen; yttern p\xE5 bortre sidan stannar brett f\xF6r spelv\xE4ndningen.",
          "Titta mot bortre sidan f\xF6re en spelv\xE4ndning: det \xE4r oftast d\xE4r ytan finns."
        ],
        fr: [
          "Les distances : assez pr\xE8s pour aider, assez loin pour \xEAtre une vraie solution (10\u201315 m).",
          "Toute l\u2019\xE9quipe coulisse vers le ballon ; l\u2019ailier oppos\xE9 reste large pour le renversement.",
          "Avant un renversement, regardez c\xF4t\xE9 oppos\xE9 : c\u2019est souvent l\xE0 que se trouve l\u2019espace."
        ],
        pt: [
          "Dist\xE2ncias: perto para ajudar, longe para ser uma op\xE7\xE3o real (10\u201315 m).",
          "A equipa toda desliza para o lado da bola; o extremo do lado contr\xE1rio fica aberto para a varia\xE7\xE3o.",
          "Antes de variar, olhe para o lado contr\xE1rio: normalmente \xE9 l\xE1 que est\xE1 o espa\xE7o."
        ]
      },
      durationMinutes: 35,
      equipment: ["cones", "ball", "partner"],
      videoUrl: null
    }
  ],
  phaseSessions: {
    "u10-first-touch": [
      "b2-wall-receive-both-feet",
      "b2-air-ball-cushion",
      "b2-first-touch-away-from-pressure",
      "b2-half-turn-open-body"
    ],
    "u10-dribbling-and-feints": [
      "b2-ball-mastery-routine",
      "b2-feint-toolbox",
      "b2-slalom-speed-dribble",
      "b2-feint-and-explode"
    ],
    "u10-passing-with-both-feet": [
      "b2-wall-passing-two-feet",
      "b2-passing-gates-accuracy",
      "b2-one-touch-tempo",
      "b2-driven-pass-switch"
    ],
    "u10-finishing": [
      "b2-placement-shooting",
      "b2-dribble-and-shoot",
      "b2-weak-foot-finishing",
      "b2-through-ball-finish"
    ],
    "u10-playing-7v7": [
      "b2-width-and-support-shadow",
      "b2-rondo-keep-ball",
      "b2-two-v-one-wall-teammate",
      "b2-backyard-small-sided-game"
    ],
    "u11-scan-receive-turn": [
      "b2-shoulder-check-colours",
      "b2-first-touch-away-from-pressure",
      "b2-half-turn-open-body",
      "b2-turn-away-from-shadow"
    ],
    "u11-combination-play": [
      "b2-one-touch-tempo",
      "b2-wall-pass-give-and-go",
      "b2-overlap-run",
      "b2-third-player-run"
    ],
    "u11-1v1-attacking-and-defending": [
      "b2-feint-and-explode",
      "b2-jockey-and-steer",
      "b2-curved-run-press",
      "b2-1v1-duel-games"
    ],
    "u11-goal-scoring": [
      "b2-weak-foot-finishing",
      "b2-through-ball-finish",
      "b2-cut-back-finish",
      "b2-cross-and-finish"
    ],
    "u11-understanding-7v7": [
      "b2-width-and-support-shadow",
      "b2-watch-and-map-match",
      "b2-build-from-back",
      "b2-backyard-small-sided-game"
    ],
    "u12-ball-mastery-at-speed": [
      "b2-ball-mastery-routine",
      "b2-slalom-speed-dribble",
      "b2-feint-and-explode"
    ],
    "u12-passing-and-support": [
      "b2-create-passing-angle",
      "b2-half-turn-open-body",
      "b2-rondo-keep-ball",
      "b2-build-from-back"
    ],
    "u12-decisions-in-overloads": [
      "b2-wall-pass-give-and-go",
      "b2-two-v-one-wall-teammate",
      "b2-draw-and-release",
      "b2-dribble-pass-or-shoot-signal"
    ],
    "u12-defending-together": [
      "b2-jockey-and-steer",
      "b2-curved-run-press",
      "b2-cover-and-balance",
      "b2-recovery-runs"
    ],
    "u12-coordination-and-agility": [
      "b2-running-technique-abc",
      "b2-jump-and-land",
      "b2-ladder-footwork",
      "b2-reaction-agility"
    ],
    "u12-towards-9v9": ["b2-9v9-shape-walkthrough", "b2-driven-pass-switch", "b2-watch-and-map-match"]
  }
};

// apps/server/src/db/content/sessions/b3.ts
var BAND_B3 = {
  sessions: [
    {
      key: "b3-scanning-wall-passes",
      title: {
        en: "Scan before you receive",
        sv: "Scanna innan du tar emot",
        fr: "Prendre l\u2019information avant de recevoir",
        pt: "Olhe antes de receber"
      },
      description: {
        en: "Check over both shoulders before every pass arrives, so you already know your next action. Scanning is what lets you play forward quickly under pressure.",
        sv: "Titta \xF6ver b\xE5da axlarna innan passningen kommer, s\xE5 att du redan vet din n\xE4sta handling. Att scanna g\xF6r att du kan spela fram\xE5t snabbt under press.",
        fr: "Regardez par-dessus vos deux \xE9paules avant l\u2019arriv\xE9e du ballon pour savoir d\xE9j\xE0 quoi faire ensuite. Prendre l\u2019information permet de jouer vite vers l\u2019avant sous pression.",
        pt: "Olhe por cima dos dois ombros antes de a bola chegar, para j\xE1 saber qual \xE9 a pr\xF3xima a\xE7\xE3o. Observar o jogo permite-lhe jogar para a frente rapidamente sob press\xE3o."
      },
      steps: {
        en: [
          "Stand 8\u201310 m from a wall (or your partner). Place four cones of different colours about 5 m behind you: two to the left, two to the right.",
          "Pass against the wall. While the ball travels, look over one shoulder, then the other, before it comes back.",
          "Your partner (or a parent) calls a colour just before the ball arrives. Receive and turn out towards that cone in two touches. 3 \xD7 2 minutes.",
          "Progression: your partner shows one to five fingers behind you; shout the number before your first touch. Then play one-touch back to the wall after each scan. 3 \xD7 2 minutes.",
          "Finish with 20 passes where you scan twice before every touch; count how many times you forget."
        ],
        sv: [
          "St\xE4ll dig 8\u201310 m fr\xE5n en v\xE4gg (eller din kompis). L\xE4gg fyra koner i olika f\xE4rger cirka 5 m bakom dig: tv\xE5 till v\xE4nster och tv\xE5 till h\xF6ger.",
          "Passa mot v\xE4ggen. Medan bollen rullar tittar du \xF6ver ena axeln och sedan den andra innan den kommer tillbaka.",
          "Din kompis (eller en f\xF6r\xE4lder) ropar en f\xE4rg precis innan bollen kommer. G\xF6r en mottagning och v\xE4nd ut mot den konen p\xE5 tv\xE5 tillslag. 3 \xD7 2 minuter.",
          "Progression: din kompis visar ett till fem fingrar bakom dig; ropa siffran f\xF6re ditt f\xF6rsta tillslag. Spela sedan direkt tillbaka mot v\xE4ggen efter varje scanning. 3 \xD7 2 minuter.",
          "Avsluta med 20 passningar d\xE4r du scannar tv\xE5 g\xE5nger f\xF6re varje tillslag; r\xE4kna hur m\xE5nga g\xE5nger du gl\xF6mmer."
        ],
        fr: [
          "Placez-vous \xE0 8\u201310 m d\u2019un mur (ou de votre partenaire). Posez quatre plots de couleurs diff\xE9rentes environ 5 m derri\xE8re vous : deux \xE0 gauche, deux \xE0 droite.",
          "Passez contre le mur. Pendant que le ballon voyage, regardez par-dessus une \xE9paule, puis l\u2019autre, avant qu\u2019il ne revienne.",
          "Votre partenaire (ou un parent) annonce une couleur juste avant l\u2019arriv\xE9e du ballon. Faites un contr\xF4le orient\xE9 vers ce plot en deux touches. 3 \xD7 2 minutes.",
          "Progression : votre partenaire montre un \xE0 cinq doigts derri\xE8re vous ; annoncez le chiffre avant votre premi\xE8re touche. Puis remettez en une touche contre le mur apr\xE8s chaque prise d\u2019information. 3 \xD7 2 minutes.",
          "Terminez par 20 passes en prenant l\u2019information deux fois avant chaque touche ; comptez vos oublis."
        ],
        pt: [
          "Coloque-se a 8\u201310 m de uma parede (ou do seu colega). Coloque quatro cones de cores diferentes cerca de 5 m atr\xE1s de si: dois \xE0 esquerda e dois \xE0 direita.",
          "Passe contra a parede. Enquanto a bola viaja, olhe por cima de um ombro e depois do outro antes de ela voltar.",
          "O seu colega (ou um dos pais) diz uma cor mesmo antes de a bola chegar. Fa\xE7a uma rece\xE7\xE3o orientada para esse cone em dois toques. 3 \xD7 2 minutos.",
          "Progress\xE3o: o seu colega mostra um a cinco dedos atr\xE1s de si; diga o n\xFAmero antes do primeiro toque. Depois devolva de primeira contra a parede ap\xF3s cada observa\xE7\xE3o. 3 \xD7 2 minutos.",
          "Termine com 20 passes em que olha duas vezes antes de cada toque; conte quantas vezes se esquece."
        ]
      },
      coachingPoints: {
        en: [
          "Scan when the ball is moving away from you, not when it is arriving.",
          "Quick head movements: look, then back to the ball.",
          "Open your body so your first touch can go forward."
        ],
        sv: [
          "Scanna n\xE4r bollen \xE4r p\xE5 v\xE4g bort fr\xE5n dig, inte n\xE4r den kommer.",
          "Snabba huvudr\xF6relser: titta och tillbaka till bollen.",
          "\xD6ppna kroppen s\xE5 att ditt f\xF6rsta tillslag kan g\xE5 fram\xE5t."
        ],
        fr: [
          "Regardez quand le ballon s\u2019\xE9loigne de vous, pas quand il arrive.",
          "Des mouvements de t\xEAte rapides : regarder, puis revenir au ballon.",
          "Ouvrez le corps pour que votre premi\xE8re touche parte vers l\u2019avant."
        ],
        pt: [
          "Olhe quando a bola se afasta de si, n\xE3o quando est\xE1 a chegar.",
          "Movimentos de cabe\xE7a r\xE1pidos: olhar e voltar \xE0 bola.",
          "Abra o corpo para que o primeiro toque v\xE1 para a frente."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "wall", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-receive-on-half-turn",
      title: {
        en: "Receive on the half-turn",
        sv: "Mottagning i halvv\xE4nd position",
        fr: "Recevoir le corps ouvert",
        pt: "Receber com o corpo aberto"
      },
      description: {
        en: "Receive side-on with your back foot so you can play forward in one movement. This is how defenders and midfielders get the ball through the lines.",
        sv: "Ta emot bollen halvv\xE4nd med bortre foten s\xE5 att du kan spela fram\xE5t i en r\xF6relse. S\xE5 f\xE5r backar och mittf\xE4ltare bollen igenom lagdelarna.",
        fr: "Recevez de profil avec le pied le plus \xE9loign\xE9 pour jouer vers l\u2019avant en un seul mouvement. C\u2019est ainsi que d\xE9fenseurs et milieux font passer le ballon entre les lignes.",
        pt: "Receba de lado com o p\xE9 mais afastado para jogar para a frente num s\xF3 movimento. \xC9 assim que defesas e m\xE9dios fazem a bola passar entre linhas."
      },
      steps: {
        en: [
          "Set up a 2 m cone gate where you stand. Your partner stands 12 m in front; place two target gates (2 m wide) 15 m behind you, one left and one right.",
          "Your partner passes to you. Stand side-on, receive with the foot further from the ball and turn through your gate towards a target gate.",
          "Pass into the target gate, then jog back. 10 receptions to each side, alternating left and right foot.",
          "Progression: your partner follows the pass as a passive defender. Check away, then come short and decide: turn if there is space, play back if they are close.",
          "Finish with 2 \xD7 3 minutes at match speed, counting how many passes go through a target gate."
        ],
        sv: [
          "St\xE4ll upp ett konm\xE5l p\xE5 2 m d\xE4r du st\xE5r. Din kompis st\xE5r 12 m framf\xF6r dig; st\xE4ll tv\xE5 konm\xE5l (2 m breda) 15 m bakom dig, ett till v\xE4nster och ett till h\xF6ger.",
          "Din kompis passar till dig. St\xE5 halvv\xE4nd, ta emot med den fot som \xE4r l\xE4ngst fr\xE5n bollen och v\xE4nd ut genom ditt konm\xE5l mot ett av m\xE5len bakom dig.",
          "Passa genom konm\xE5let och jogga tillbaka. 10 mottagningar \xE5t varje h\xE5ll, v\xE4xla mellan v\xE4nster och h\xF6ger fot.",
          "Progression: din kompis f\xF6ljer efter passningen som en passiv f\xF6rsvarare. G\xE5 bort f\xF6rst, kom sedan kort och best\xE4m: v\xE4nd om det finns yta, spela tillbaka om kompisen \xE4r n\xE4ra.",
          "Avsluta med 2 \xD7 3 minuter i matchtempo och r\xE4kna hur m\xE5nga passningar som g\xE5r genom ett konm\xE5l."
        ],
        fr: [
          "Formez une porte de 2 m avec deux plots \xE0 l\u2019endroit o\xF9 vous vous placez. Votre partenaire se tient \xE0 12 m devant vous ; placez deux portes cibles (2 m de large) \xE0 15 m derri\xE8re vous, une \xE0 gauche et une \xE0 droite.",
          "Votre partenaire vous passe le ballon. Placez-vous de profil, recevez avec le pied le plus \xE9loign\xE9 du ballon et faites un contr\xF4le orient\xE9 \xE0 travers votre porte vers une porte cible.",
          "Passez dans la porte cible, puis revenez en trottinant. 10 r\xE9ceptions de chaque c\xF4t\xE9, en alternant pied gauche et pied droit.",
          "Progression : votre partenaire suit sa passe comme d\xE9fenseur passif. Faites un appel-contre-appel, puis d\xE9cidez : pivotez s\u2019il y a de l\u2019espace, remettez s\u2019il est proche.",
          "Terminez par 2 \xD7 3 minutes \xE0 vitesse de match en comptant les passes qui traversent une porte cible."
        ],
        pt: [
          "Fa\xE7a uma baliza de cones de 2 m no s\xEDtio onde est\xE1. O seu colega fica 12 m \xE0 sua frente; coloque duas balizas-alvo (2 m de largura) 15 m atr\xE1s de si, uma \xE0 esquerda e outra \xE0 direita.",
          "O seu colega passa-lhe a bola. Coloque-se de lado, receba com o p\xE9 mais afastado da bola e fa\xE7a uma rece\xE7\xE3o orientada atrav\xE9s da sua baliza de cones em dire\xE7\xE3o a uma baliza-alvo.",
          "Passe pela baliza-alvo e volte a trote. 10 rece\xE7\xF5es para cada lado, alternando p\xE9 esquerdo e p\xE9 direito.",
          "Progress\xE3o: o seu colega segue o passe como defesa passivo. Afaste-se primeiro, venha depois curto e decida: rode se houver espa\xE7o, devolva se ele estiver perto.",
          "Termine com 2 \xD7 3 minutos \xE0 velocidade de jogo, contando quantos passes entram numa baliza-alvo."
        ]
      },
      coachingPoints: {
        en: [
          "Body open, hips pointing to where you want to play.",
          "Receive with the back foot, across your body.",
          "Your first touch sets up the pass; the second touch plays it."
        ],
        sv: [
          "\xD6ppen kropp, h\xF6fterna pekar dit du vill spela.",
          "Ta emot med bortre foten, framf\xF6r kroppen.",
          "F\xF6rsta tillslaget f\xF6rbereder passningen, det andra sl\xE5r den."
        ],
        fr: [
          "Corps ouvert, hanches tourn\xE9es vers l\xE0 o\xF9 vous voulez jouer.",
          "Recevez du pied arri\xE8re, devant le corps.",
          "La premi\xE8re touche pr\xE9pare la passe, la deuxi\xE8me la joue."
        ],
        pt: [
          "Corpo aberto, ancas viradas para onde quer jogar.",
          "Receba com o p\xE9 de tr\xE1s, \xE0 frente do corpo.",
          "O primeiro toque prepara o passe; o segundo executa-o."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-width-and-depth-support",
      title: {
        en: "Find the passing angle",
        sv: "Hitta passningsvinkeln",
        fr: "Trouver l\u2019angle de passe",
        pt: "Encontre o \xE2ngulo de passe"
      },
      description: {
        en: "Move to create width, depth and a clear passing angle for the player on the ball. Good support positions make build-up and attack easier for the whole team.",
        sv: "R\xF6r dig f\xF6r att skapa bredd, djup och en tydlig passningsvinkel f\xF6r bollh\xE5llaren. Bra spelbarhet g\xF6r uppbyggnaden och anfallet l\xE4ttare f\xF6r hela laget.",
        fr: "D\xE9placez-vous pour donner de la largeur, de la profondeur et un angle de passe clair au porteur du ballon. Un bon soutien facilite la construction et l\u2019attaque de toute l\u2019\xE9quipe.",
        pt: "Movimente-se para dar largura, profundidade e um \xE2ngulo de passe claro ao colega com bola. Bons apoios facilitam a constru\xE7\xE3o e o ataque de toda a equipa."
      },
      steps: {
        en: [
          'Mark a 20 \xD7 20 m square with four cones. Put one cone in the middle as a "defender". Your partner has the ball on one corner.',
          "Move along the lines so there is always a clear passing line past the middle cone. Receive, pass back and move to a new spot. 3 \xD7 2 minutes.",
          "Your partner dribbles slowly around the square. Keep adjusting: wide when they are central, closer in support when they are under pressure. 3 \xD7 2 minutes.",
          'Progression: add a second "defender" cone that your partner moves between rounds. Only receive when both passing lines are clear.'
        ],
        sv: [
          'Markera en ruta p\xE5 20 \xD7 20 m med fyra koner. L\xE4gg en kon i mitten som "f\xF6rsvarare". Din kompis har bollen i ett h\xF6rn.',
          "R\xF6r dig l\xE4ngs linjerna s\xE5 att det alltid finns en fri passningslinje f\xF6rbi mittkonen. Ta emot, passa tillbaka och flytta till en ny plats. 3 \xD7 2 minuter.",
          "Din kompis dribblar l\xE5ngsamt runt i rutan. Anpassa dig hela tiden: bred n\xE4r kompisen \xE4r centralt, n\xE4rmare och spelbar n\xE4r kompisen \xE4r pressad. 3 \xD7 2 minuter.",
          'Progression: l\xE4gg till en andra "f\xF6rsvarare"-kon som din kompis flyttar mellan omg\xE5ngarna. Ta bara emot n\xE4r b\xE5da passningslinjerna \xE4r fria.'
        ],
        fr: [
          "D\xE9limitez un carr\xE9 de 20 \xD7 20 m avec quatre plots. Placez un plot au centre comme \xAB d\xE9fenseur \xBB. Votre partenaire a le ballon dans un coin.",
          "D\xE9placez-vous le long des lignes pour avoir toujours une ligne de passe libre \xE0 c\xF4t\xE9 du plot central. Recevez, remettez et changez de place. 3 \xD7 2 minutes.",
          "Votre partenaire conduit lentement le ballon dans le carr\xE9. Ajustez-vous sans cesse : large quand il est au centre, plus proche en soutien quand il est sous pression. 3 \xD7 2 minutes.",
          "Progression : ajoutez un deuxi\xE8me plot \xAB d\xE9fenseur \xBB que votre partenaire d\xE9place entre les s\xE9ries. Ne recevez que lorsque les deux lignes de passe sont libres."
        ],
        pt: [
          'Marque um quadrado de 20 \xD7 20 m com quatro cones. Coloque um cone no meio como "defesa". O seu colega tem a bola num dos cantos.',
          "Desloque-se ao longo das linhas para ter sempre uma linha de passe livre ao lado do cone central. Receba, devolva e mude de s\xEDtio. 3 \xD7 2 minutos.",
          "O seu colega conduz a bola devagar dentro do quadrado. Ajuste-se sempre: aberto quando ele est\xE1 no centro, mais perto em apoio quando est\xE1 pressionado. 3 \xD7 2 minutos.",
          'Progress\xE3o: acrescente um segundo cone "defesa" que o seu colega muda de s\xEDtio entre s\xE9ries. S\xF3 receba quando as duas linhas de passe estiverem livres.'
        ]
      },
      coachingPoints: {
        en: [
          "Never hide behind a defender: show yourself between the cones.",
          "Move before the ball is passed, not after.",
          "Stand at an angle, not in a straight line with the passer."
        ],
        sv: [
          "G\xF6m dig aldrig bakom en f\xF6rsvarare: visa dig mellan konerna.",
          "R\xF6r dig innan passningen sl\xE5s, inte efter.",
          "St\xE5 snett, inte i rak linje med passaren."
        ],
        fr: [
          "Ne restez jamais cach\xE9 derri\xE8re un d\xE9fenseur : montrez-vous entre les plots.",
          "Bougez avant la passe, pas apr\xE8s.",
          "Placez-vous en diagonale, pas align\xE9 avec le passeur."
        ],
        pt: [
          "Nunca fique escondido atr\xE1s de um defesa: mostre-se entre os cones.",
          "Movimente-se antes do passe, n\xE3o depois.",
          "Fique em diagonal, n\xE3o alinhado com quem passa."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-video-match-analysis",
      title: {
        en: "Read the game on video",
        sv: "L\xE4s spelet p\xE5 video",
        fr: "Lire le jeu en vid\xE9o",
        pt: "Ler o jogo em v\xEDdeo"
      },
      description: {
        en: "Watch a full-size match and track width, depth and the distances between the lines. Seeing the shape from above helps you understand where to stand on the pitch.",
        sv: "Titta p\xE5 en match p\xE5 fullstor plan och f\xF6lj bredd, djup och avst\xE5nden mellan lagdelarna. N\xE4r du ser formen uppifr\xE5n f\xF6rst\xE5r du b\xE4ttre var du ska st\xE5 p\xE5 planen.",
        fr: "Regardez un match \xE0 11 en observant la largeur, la profondeur et les distances entre les lignes. Voir le bloc d\u2019en haut vous aide \xE0 comprendre o\xF9 vous placer sur le terrain.",
        pt: "Veja um jogo de futebol de 11 e observe a largura, a profundidade e as dist\xE2ncias entre linhas. Ver a organiza\xE7\xE3o de cima ajuda-o a perceber onde se posicionar em campo."
      },
      steps: {
        en: [
          "Choose a 15-minute clip of a professional or academy match (a wide camera angle works best). Have a notebook ready.",
          "First 5 minutes: pause every time the ball changes side. Count how many players of the attacking team are near each touchline.",
          "Next 5 minutes: watch only the defending team. Estimate the distance between their defenders and midfielders; note when it grows beyond about 15 m.",
          "Last 5 minutes: follow one player in your position. Write down three things they do without the ball.",
          "Finish with 10 minutes on the ball: copy one of those movements with a ball and cones, then share your notes with your coach."
        ],
        sv: [
          "V\xE4lj ett klipp p\xE5 15 minuter fr\xE5n en proffs- eller akademimatch (en bred kameravinkel fungerar b\xE4st). Ha ett anteckningsblock redo.",
          "F\xF6rsta 5 minuterna: pausa varje g\xE5ng bollen byter kant. R\xE4kna hur m\xE5nga spelare i det anfallande laget som \xE4r n\xE4ra varje sidlinje.",
          "N\xE4sta 5 minuter: titta bara p\xE5 det f\xF6rsvarande laget. Uppskatta avst\xE5ndet mellan backlinjen och mittf\xE4ltet; skriv ner n\xE4r det blir st\xF6rre \xE4n cirka 15 m.",
          "Sista 5 minuterna: f\xF6lj en spelare p\xE5 din position. Skriv ner tre saker spelaren g\xF6r utan boll.",
          "Avsluta med 10 minuter med boll: h\xE4rma en av r\xF6relserna med boll och koner och visa sedan dina anteckningar f\xF6r din tr\xE4nare."
        ],
        fr: [
          "Choisissez un extrait de 15 minutes d\u2019un match professionnel ou de centre de formation (un plan large est id\xE9al). Pr\xE9parez un carnet.",
          "5 premi\xE8res minutes : mettez sur pause chaque fois que le ballon change de c\xF4t\xE9. Comptez combien de joueurs de l\u2019\xE9quipe qui attaque sont pr\xE8s de chaque ligne de touche.",
          "5 minutes suivantes : regardez seulement l\u2019\xE9quipe qui d\xE9fend. Estimez la distance entre ses d\xE9fenseurs et ses milieux ; notez quand elle d\xE9passe environ 15 m.",
          "5 derni\xE8res minutes : suivez un joueur \xE0 votre poste. Notez trois choses qu\u2019il fait sans ballon.",
          "Terminez par 10 minutes avec ballon : reproduisez l\u2019un de ces d\xE9placements avec un ballon et des plots, puis partagez vos notes avec votre entra\xEEneur."
        ],
        pt: [
          "Escolha um excerto de 15 minutos de um jogo profissional ou de forma\xE7\xE3o (um plano aberto \xE9 o ideal). Tenha um caderno \xE0 m\xE3o.",
          "Primeiros 5 minutos: pause sempre que a bola muda de lado. Conte quantos jogadores da equipa que ataca est\xE3o perto de cada linha lateral.",
          "5 minutos seguintes: observe apenas a equipa que defende. Estime a dist\xE2ncia entre os defesas e os m\xE9dios; anote quando passa de cerca de 15 m.",
          "\xDAltimos 5 minutos: siga um jogador da sua posi\xE7\xE3o. Escreva tr\xEAs coisas que ele faz sem bola.",
          "Termine com 10 minutos com bola: imite um desses movimentos com bola e cones e depois mostre as suas notas ao seu treinador."
        ]
      },
      coachingPoints: {
        en: [
          "Watch the players without the ball, not just the ball.",
          "Look for the moments when the shape breaks.",
          "Turn each observation into one thing you will do in your next match."
        ],
        sv: [
          "Titta p\xE5 spelarna utan boll, inte bara p\xE5 bollen.",
          "Leta efter \xF6gonblicken n\xE4r formen g\xE5r s\xF6nder.",
          "G\xF6r varje iakttagelse till en sak du g\xF6r i n\xE4sta match."
        ],
        fr: [
          "Regardez les joueurs sans ballon, pas seulement le ballon.",
          "Rep\xE9rez les moments o\xF9 le bloc se d\xE9sorganise.",
          "Transformez chaque observation en une action pour votre prochain match."
        ],
        pt: [
          "Observe os jogadores sem bola, n\xE3o apenas a bola.",
          "Procure os momentos em que a organiza\xE7\xE3o se desfaz.",
          "Transforme cada observa\xE7\xE3o numa a\xE7\xE3o para o seu pr\xF3ximo jogo."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones"],
      videoUrl: null
    },
    {
      key: "b3-playing-out-from-the-back",
      title: {
        en: "Play out from the back",
        sv: "Spela ut bakifr\xE5n",
        fr: "Relancer depuis l\u2019arri\xE8re",
        pt: "Sair a jogar desde tr\xE1s"
      },
      description: {
        en: "Practise the first passes of the build-up as a centre-back: receive from the goalkeeper, open up and find the full-back or the midfielder. Calm, accurate first passes start good attacks.",
        sv: "Tr\xE4na uppbyggnadens f\xF6rsta passningar som mittback: ta emot fr\xE5n m\xE5lvakten, \xF6ppna upp och hitta ytterbacken eller mittf\xE4ltaren. Lugna och exakta passningar ger bra anfall.",
        fr: "Travaillez les premi\xE8res passes de la construction comme d\xE9fenseur central : recevoir du gardien, s\u2019ouvrir et trouver le lat\xE9ral ou le milieu. Des premi\xE8res passes calmes et pr\xE9cises lancent les bonnes attaques.",
        pt: "Treine os primeiros passes da constru\xE7\xE3o como defesa central: receber do guarda-redes, abrir e encontrar o lateral ou o m\xE9dio. Passes iniciais calmos e precisos d\xE3o origem a bons ataques."
      },
      steps: {
        en: [
          "Your partner is the goalkeeper on a cone 15 m behind you. Place one cone gate wide (the full-back, 20 m away) and one central gate (the midfielder, 15 m ahead).",
          "Your partner passes to you. Open your body on the first touch and pass into the gate they call out. 10 passes with each foot.",
          "Progression: your partner passes and then sprints towards you as a pressing forward. If they come from the inside, play wide; if they come from the outside, play central.",
          "Add a return: after your pass, your partner collects the ball and plays it to you again; move to a new position where you can receive (for example wide at the edge of the box).",
          "Finish with 3 \xD7 2 minutes: how many clean build-ups (a pass into a gate without being touched) can you make?"
        ],
        sv: [
          "Din kompis \xE4r m\xE5lvakt vid en kon 15 m bakom dig. St\xE4ll upp ett konm\xE5l brett (ytterbacken, 20 m bort) och ett centralt (mittf\xE4ltaren, 15 m framf\xF6r dig).",
          "Din kompis passar till dig. \xD6ppna kroppen i f\xF6rsta tillslaget och passa genom det konm\xE5l som kompisen ropar. 10 passningar med varje fot.",
          "Progression: din kompis passar och sprintar sedan mot dig som pressande anfallare. Kommer kompisen inifr\xE5n spelar du brett; kommer kompisen utifr\xE5n spelar du centralt.",
          "L\xE4gg till en retur: efter din passning h\xE4mtar kompisen bollen och spelar till dig igen; flytta dig till ett nytt l\xE4ge d\xE4r du kan ta emot (till exempel brett vid straffomr\xE5dets kant).",
          "Avsluta med 3 \xD7 2 minuter: hur m\xE5nga rena uppbyggnader (passning genom ett konm\xE5l utan att bli st\xF6rd) klarar du?"
        ],
        fr: [
          "Votre partenaire joue le gardien sur un plot 15 m derri\xE8re vous. Placez une porte excentr\xE9e (le lat\xE9ral, \xE0 20 m) et une porte axiale (le milieu, 15 m devant vous).",
          "Votre partenaire vous passe le ballon. Ouvrez-vous d\xE8s la premi\xE8re touche et passez dans la porte qu\u2019il annonce. 10 passes de chaque pied.",
          "Progression : votre partenaire passe puis sprinte vers vous comme un attaquant qui presse. S\u2019il vient de l\u2019int\xE9rieur, jouez c\xF4t\xE9 ; s\u2019il vient de l\u2019ext\xE9rieur, jouez dans l\u2019axe.",
          "Ajoutez un retour : apr\xE8s votre passe, votre partenaire r\xE9cup\xE8re le ballon et vous le redonne ; d\xE9placez-vous pour \xEAtre disponible (par exemple en d\xE9crochant large au bord de la surface).",
          "Terminez par 3 \xD7 2 minutes : combien de relances propres (une passe dans une porte sans \xEAtre touch\xE9) r\xE9ussissez-vous ?"
        ],
        pt: [
          "O seu colega \xE9 o guarda-redes, num cone 15 m atr\xE1s de si. Coloque uma baliza de cones aberta (o lateral, a 20 m) e uma central (o m\xE9dio, 15 m \xE0 sua frente).",
          "O seu colega passa-lhe a bola. Abra o corpo logo no primeiro toque e passe pela baliza que ele indicar. 10 passes com cada p\xE9.",
          "Progress\xE3o: o seu colega passa e depois corre na sua dire\xE7\xE3o como avan\xE7ado a pressionar. Se vier por dentro, jogue para fora; se vier por fora, jogue para dentro.",
          "Acrescente um retorno: depois do seu passe, o colega recupera a bola e volta a jogar para si; desloque-se para uma nova posi\xE7\xE3o onde possa receber (por exemplo, aberto junto \xE0 \xE1rea).",
          "Termine com 3 \xD7 2 minutos: quantas sa\xEDdas limpas (um passe para uma baliza sem ser tocado) consegue fazer?"
        ]
      },
      coachingPoints: {
        en: [
          "Look at the pressing forward before the ball arrives.",
          "Pass into your teammate\u2019s front foot, firm and on the ground.",
          "Stay calm: a pass back to the goalkeeper is also a good option."
        ],
        sv: [
          "Titta p\xE5 den pressande anfallaren innan bollen kommer.",
          "Passa till lagkamratens fr\xE4mre fot, h\xE5rt och l\xE4ngs marken.",
          "Var lugn: en passning tillbaka till m\xE5lvakten \xE4r ocks\xE5 ett bra val."
        ],
        fr: [
          "Regardez l\u2019attaquant qui presse avant l\u2019arriv\xE9e du ballon.",
          "Passez dans le pied avant de votre partenaire, \xE0 ras de terre et appuy\xE9.",
          "Restez calme : une passe en retrait au gardien est aussi une bonne solution."
        ],
        pt: [
          "Olhe para o avan\xE7ado que pressiona antes de a bola chegar.",
          "Passe para o p\xE9 da frente do colega, tenso e rasteiro.",
          "Mantenha a calma: um passe atr\xE1s para o guarda-redes tamb\xE9m \xE9 uma boa op\xE7\xE3o."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-pass-through-the-lines",
      title: {
        en: "Split the lines",
        sv: "Spela igenom lagdelarna",
        fr: "Casser les lignes",
        pt: "Quebrar linhas com o passe"
      },
      description: {
        en: "Play firm, accurate passes through narrow gaps between cones, as if passing between two opponents. One pass that breaks a line takes several defenders out of the game.",
        sv: "Sl\xE5 h\xE5rda och exakta passningar genom smala luckor mellan koner, som om du passade mellan tv\xE5 motst\xE5ndare. En passning som bryter en linje tar flera f\xF6rsvarare ur spel.",
        fr: "Jouez des passes appuy\xE9es et pr\xE9cises dans des intervalles \xE9troits entre des plots, comme entre deux adversaires. Une passe qui casse une ligne met plusieurs d\xE9fenseurs hors du jeu.",
        pt: "Fa\xE7a passes tensos e precisos por espa\xE7os estreitos entre cones, como se passasse entre dois advers\xE1rios. Um passe que quebra uma linha tira v\xE1rios defesas do jogo."
      },
      steps: {
        en: [
          "Put two lines of three cones between you and your partner: the first line 8 m from you, the second at 16 m, with gaps of 1.5 m. Your partner stands 24 m away.",
          "Pass through a gap in both lines to your partner, who plays it back. 2 \xD7 10 passes with each foot.",
          "Your partner moves sideways after every pass. Adjust your body and find the gap that is now open. 3 \xD7 2 minutes.",
          "Progression: first play a one-two with a wall or a second partner, then play the line-breaking pass with your first touch after the return.",
          "Finish with a competition: 20 passes, 1 point for each pass that goes through both lines without touching a cone."
        ],
        sv: [
          "St\xE4ll tv\xE5 rader med tre koner mellan dig och din kompis: f\xF6rsta raden 8 m fr\xE5n dig, den andra 16 m, med 1,5 m luckor. Din kompis st\xE5r 24 m bort.",
          "Passa genom en lucka i b\xE5da raderna till din kompis, som spelar tillbaka. 2 \xD7 10 passningar med varje fot.",
          "Din kompis flyttar sig i sidled efter varje passning. St\xE4ll om kroppen och hitta luckan som nu \xE4r \xF6ppen. 3 \xD7 2 minuter.",
          "Progression: spela f\xF6rst ett v\xE4ggspel mot en v\xE4gg eller en andra kompis och sl\xE5 sedan den linjebrytande passningen p\xE5 f\xF6rsta tillslaget efter returen.",
          "Avsluta med en t\xE4vling: 20 passningar, 1 po\xE4ng f\xF6r varje passning som g\xE5r igenom b\xE5da raderna utan att nudda en kon."
        ],
        fr: [
          "Placez deux lignes de trois plots entre vous et votre partenaire : la premi\xE8re \xE0 8 m de vous, la seconde \xE0 16 m, avec des intervalles de 1,5 m. Votre partenaire se tient \xE0 24 m.",
          "Passez dans un intervalle des deux lignes vers votre partenaire, qui vous remet le ballon. 2 \xD7 10 passes de chaque pied.",
          "Votre partenaire se d\xE9cale lat\xE9ralement apr\xE8s chaque passe. Ajustez votre corps et trouvez l\u2019intervalle d\xE9sormais ouvert. 3 \xD7 2 minutes.",
          "Progression : faites d\u2019abord un une-deux avec un mur ou un deuxi\xE8me partenaire, puis jouez la passe qui casse les lignes en une touche apr\xE8s le retour.",
          "Terminez par un d\xE9fi : 20 passes, 1 point pour chaque passe qui traverse les deux lignes sans toucher de plot."
        ],
        pt: [
          "Coloque duas linhas de tr\xEAs cones entre si e o seu colega: a primeira a 8 m de si, a segunda a 16 m, com espa\xE7os de 1,5 m. O seu colega fica a 24 m.",
          "Passe por um espa\xE7o das duas linhas para o seu colega, que devolve. 2 \xD7 10 passes com cada p\xE9.",
          "O seu colega desloca-se para o lado depois de cada passe. Ajuste o corpo e encontre o espa\xE7o que agora est\xE1 aberto. 3 \xD7 2 minutos.",
          "Progress\xE3o: fa\xE7a primeiro uma tabela com uma parede ou um segundo colega e depois fa\xE7a o passe que quebra linhas ao primeiro toque ap\xF3s o retorno.",
          "Termine com um desafio: 20 passes, 1 ponto por cada passe que atravessa as duas linhas sem tocar num cone."
        ]
      },
      coachingPoints: {
        en: [
          "Disguise the pass: the same body shape as for a short pass.",
          "Firm pace on the ground; a slow pass gets intercepted.",
          'Pass to the side of your partner that is away from the "defenders".'
        ],
        sv: [
          "D\xF6lj passningen: samma kroppsh\xE5llning som vid en kort passning.",
          "H\xE5rd passning l\xE4ngs marken; en l\xE5ngsam passning blir bruten.",
          'Passa till den sida av kompisen som \xE4r bort fr\xE5n "f\xF6rsvararna".'
        ],
        fr: [
          "Masquez la passe : m\xEAme posture que pour une passe courte.",
          "Passe appuy\xE9e \xE0 ras de terre ; une passe lente est intercept\xE9e.",
          "Passez sur le c\xF4t\xE9 de votre partenaire oppos\xE9 aux \xAB d\xE9fenseurs \xBB."
        ],
        pt: [
          "Disfarce o passe: a mesma postura de um passe curto.",
          "Passe tenso e rasteiro; um passe lento \xE9 intercetado.",
          'Passe para o lado do colega mais afastado dos "defesas".'
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner", "wall"],
      videoUrl: null
    },
    {
      key: "b3-long-switch-passing",
      title: {
        en: "Switch the play with long passes",
        sv: "V\xE4nd spelet med l\xE5nga passningar",
        fr: "Renverser le jeu par la passe longue",
        pt: "Variar o jogo com passes longos"
      },
      description: {
        en: "Hit driven and lofted diagonal passes over 25\u201335 m to change the point of attack. A quick, accurate switch finds the free side before the defence can shift.",
        sv: "Sl\xE5 raka och lyfta diagonalpassningar p\xE5 25\u201335 m f\xF6r att byta anfallssida. En snabb och exakt spelv\xE4ndning hittar den fria kanten innan f\xF6rsvaret hinner f\xF6rflytta sig.",
        fr: "Frappez des passes diagonales tendues et lob\xE9es sur 25\u201335 m pour changer le point d\u2019attaque. Un renversement rapide et pr\xE9cis trouve le c\xF4t\xE9 libre avant que la d\xE9fense ne coulisse.",
        pt: "Fa\xE7a passes diagonais tensos e em arco de 25\u201335 m para mudar o centro de jogo. Uma varia\xE7\xE3o r\xE1pida e precisa encontra o lado livre antes de a defesa bascular."
      },
      steps: {
        en: [
          "Mark two 5 \xD7 5 m target boxes 30 m apart, on a diagonal. You start in one box, your partner in the other.",
          "Warm up with 10 firm passes over 15 m, then move back to 30 m. Strike through the middle of the ball with your instep (laces) for a driven pass.",
          "Take one touch out of your feet towards the open side, then switch. Your partner controls inside the box and plays it back. 2 \xD7 8 passes with each foot.",
          'Progression: mix driven passes (low, fast) and lofted passes (high, landing in the box). Your partner calls "drive" or "loft" as the ball arrives.',
          "Finish with 10 switches: count how many your partner controls without leaving the box."
        ],
        sv: [
          "Markera tv\xE5 rutor p\xE5 5 \xD7 5 m med 30 m mellanrum, diagonalt. Du b\xF6rjar i den ena rutan, din kompis i den andra.",
          "V\xE4rm upp med 10 h\xE5rda passningar p\xE5 15 m och flytta sedan ut till 30 m. Tr\xE4ffa mitt p\xE5 bollen med vristen f\xF6r en rak, h\xE5rd passning.",
          "Ta ett tillslag ut fr\xE5n f\xF6tterna mot den \xF6ppna sidan och v\xE4nd sedan spelet. Din kompis g\xF6r en mottagning i rutan och spelar tillbaka. 2 \xD7 8 passningar med varje fot.",
          'Progression: blanda raka passningar (l\xE5ga, snabba) och lyfta passningar (h\xF6ga, landar i rutan). Din kompis ropar "rak" eller "lyft" n\xE4r bollen kommer.',
          "Avsluta med 10 spelv\xE4ndningar: r\xE4kna hur m\xE5nga din kompis tar emot utan att l\xE4mna rutan."
        ],
        fr: [
          "D\xE9limitez deux carr\xE9s de 5 \xD7 5 m distants de 30 m, en diagonale. Vous partez dans l\u2019un, votre partenaire dans l\u2019autre.",
          "\xC9chauffez-vous avec 10 passes appuy\xE9es sur 15 m, puis reculez \xE0 30 m. Frappez le milieu du ballon du coup de pied (les lacets) pour une passe tendue.",
          "Faites une touche pour sortir le ballon de vos pieds vers le c\xF4t\xE9 ouvert, puis renversez. Votre partenaire contr\xF4le dans le carr\xE9 et vous remet le ballon. 2 \xD7 8 passes de chaque pied.",
          "Progression : alternez passes tendues (basses, rapides) et passes lob\xE9es (hautes, qui retombent dans le carr\xE9). Votre partenaire annonce \xAB tendue \xBB ou \xAB lob\xE9e \xBB \xE0 l\u2019arriv\xE9e du ballon.",
          "Terminez par 10 renversements : comptez ceux que votre partenaire contr\xF4le sans sortir du carr\xE9."
        ],
        pt: [
          "Marque dois quadrados de 5 \xD7 5 m a 30 m um do outro, na diagonal. Voc\xEA come\xE7a num, o seu colega no outro.",
          "Aque\xE7a com 10 passes tensos a 15 m e depois afaste-se para 30 m. Bata no meio da bola com o peito do p\xE9 para um passe tenso.",
          "D\xEA um toque para tirar a bola dos p\xE9s para o lado aberto e depois varie o jogo. O seu colega recebe dentro do quadrado e devolve. 2 \xD7 8 passes com cada p\xE9.",
          'Progress\xE3o: alterne passes tensos (baixos e r\xE1pidos) e passes em arco (altos, a cair no quadrado). O seu colega diz "tenso" ou "alto" quando a bola chega.',
          "Termine com 10 varia\xE7\xF5es: conte quantas o seu colega controla sem sair do quadrado."
        ]
      },
      coachingPoints: {
        en: [
          "Plant foot beside the ball, pointing at the target.",
          "Lock the ankle and follow through towards the target.",
          "Prepare the ball with your first touch so the switch can be quick."
        ],
        sv: [
          "St\xF6djefoten bredvid bollen, pekar mot mottagaren.",
          "Sp\xE4nn fotleden och f\xF6lj med i sparken mot mottagaren.",
          "F\xF6rbered bollen med f\xF6rsta tillslaget s\xE5 att spelv\xE4ndningen g\xE5r snabbt."
        ],
        fr: [
          "Pied d\u2019appui \xE0 c\xF4t\xE9 du ballon, orient\xE9 vers la cible.",
          "Cheville verrouill\xE9e, accompagnez le geste vers la cible.",
          "Pr\xE9parez le ballon avec la premi\xE8re touche pour renverser vite."
        ],
        pt: [
          "P\xE9 de apoio ao lado da bola, apontado para o alvo.",
          "Tornozelo firme e acompanhe o gesto em dire\xE7\xE3o ao alvo.",
          "Prepare a bola com o primeiro toque para variar depressa."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-five-second-counterpress",
      title: {
        en: "Five-second counter-press",
        sv: "\xC5terer\xF6vring inom fem sekunder",
        fr: "Le contre-pressing des cinq secondes",
        pt: "Rea\xE7\xE3o \xE0 perda: cinco segundos"
      },
      description: {
        en: "React immediately when you lose the ball and try to win it back within five seconds. The first seconds after a loss decide whether the opponent can counter-attack.",
        sv: "Reagera direkt n\xE4r du tappar bollen och f\xF6rs\xF6k vinna tillbaka den inom fem sekunder. De f\xF6rsta sekunderna efter bollf\xF6rlust avg\xF6r om motst\xE5ndaren kan kontra.",
        fr: "R\xE9agissez imm\xE9diatement \xE0 la perte du ballon et essayez de le r\xE9cup\xE9rer en cinq secondes. Les premi\xE8res secondes apr\xE8s la perte d\xE9cident si l\u2019adversaire peut contre-attaquer.",
        pt: "Reaja de imediato quando perde a bola e tente recuper\xE1-la em cinco segundos. Os primeiros segundos depois da perda decidem se o advers\xE1rio pode sair em contra-ataque."
      },
      steps: {
        en: [
          "Mark a 15 \xD7 15 m square. You dribble inside it; your partner walks around the outside with a second ball.",
          'When your partner shouts "Lost!", leave your ball while they roll the second ball into the square. Sprint to it and win it or block its path within 5 seconds (a parent can count). 8 repetitions.',
          "Progression: your partner dribbles the second ball towards a 2 m cone gate 10 m away. Press at full speed from the side that cuts off the gate. 3 \xD7 5 repetitions, 45 seconds rest.",
          "Play 1v1 with your partner for 6 \xD7 30 seconds: every time you lose the ball, you have 5 seconds to win it back before they score in a small goal."
        ],
        sv: [
          "Markera en ruta p\xE5 15 \xD7 15 m. Du dribblar inne i rutan; din kompis g\xE5r runt utanf\xF6r med en andra boll.",
          'N\xE4r kompisen ropar "Tappad!" l\xE4mnar du din boll medan kompisen rullar in den andra bollen i rutan. Sprinta dit och vinn den eller st\xE4ng v\xE4gen inom 5 sekunder (en f\xF6r\xE4lder kan r\xE4kna). 8 repetitioner.',
          "Progression: din kompis dribblar den andra bollen mot ett konm\xE5l p\xE5 2 m, 10 m bort. Pressa i full fart fr\xE5n den sida som st\xE4nger konm\xE5let. 3 \xD7 5 repetitioner, 45 sekunders vila.",
          "Spela 1 mot 1 med din kompis i 6 \xD7 30 sekunder: varje g\xE5ng du tappar bollen har du 5 sekunder p\xE5 dig att vinna tillbaka den innan kompisen g\xF6r m\xE5l i ett litet m\xE5l."
        ],
        fr: [
          "D\xE9limitez un carr\xE9 de 15 \xD7 15 m. Vous conduisez le ballon \xE0 l\u2019int\xE9rieur ; votre partenaire marche autour avec un deuxi\xE8me ballon.",
          "Quand votre partenaire crie \xAB Perdu ! \xBB, l\xE2chez votre ballon pendant qu\u2019il fait rouler le deuxi\xE8me dans le carr\xE9. Sprintez, r\xE9cup\xE9rez-le ou coupez sa trajectoire en 5 secondes (un parent peut compter). 8 r\xE9p\xE9titions.",
          "Progression : votre partenaire conduit le deuxi\xE8me ballon vers une porte de 2 m situ\xE9e \xE0 10 m. Pressez \xE0 pleine vitesse du c\xF4t\xE9 qui ferme la porte. 3 \xD7 5 r\xE9p\xE9titions, 45 secondes de r\xE9cup\xE9ration.",
          "Jouez en 1 contre 1 avec votre partenaire, 6 \xD7 30 secondes : chaque fois que vous perdez le ballon, vous avez 5 secondes pour le r\xE9cup\xE9rer avant qu\u2019il ne marque dans un petit but."
        ],
        pt: [
          "Marque um quadrado de 15 \xD7 15 m. Voc\xEA conduz a bola l\xE1 dentro; o seu colega anda \xE0 volta, por fora, com uma segunda bola.",
          'Quando o seu colega gritar "Perdeu!", largue a sua bola enquanto ele rola a segunda para dentro do quadrado. Corra e recupere-a ou corte-lhe o caminho em 5 segundos (um dos pais pode contar). 8 repeti\xE7\xF5es.',
          "Progress\xE3o: o seu colega conduz a segunda bola para uma baliza de cones de 2 m a 10 m de dist\xE2ncia. Pressione \xE0 velocidade m\xE1xima pelo lado que fecha a baliza. 3 \xD7 5 repeti\xE7\xF5es, 45 segundos de descanso.",
          "Jogue 1 contra 1 com o seu colega, 6 \xD7 30 segundos: sempre que perder a bola, tem 5 segundos para a recuperar antes de ele marcar numa baliza pequena."
        ]
      },
      coachingPoints: {
        en: [
          "React at once: no arguing, no looking at the referee.",
          "Sprint on a curved run to block the forward pass.",
          "If you cannot win it in five seconds, drop back and get compact."
        ],
        sv: [
          "Reagera direkt: inget tjafs, ingen blick mot domaren.",
          "Sprinta i en b\xE5ge f\xF6r att st\xE4nga passningen fram\xE5t.",
          "Vinner du inte bollen p\xE5 fem sekunder: fall tillbaka och bli kompakt."
        ],
        fr: [
          "R\xE9agissez tout de suite : pas de contestation, pas de regard vers l\u2019arbitre.",
          "Courez en courbe pour fermer la passe vers l\u2019avant.",
          "Si vous ne r\xE9cup\xE9rez pas en cinq secondes, repliez-vous et restez compact."
        ],
        pt: [
          "Reaja logo: sem protestos, sem olhar para o \xE1rbitro.",
          "Corra em curva para fechar o passe para a frente.",
          "Se n\xE3o recuperar em cinco segundos, recue e fique compacto."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner", "smallGoal"],
      videoUrl: null
    },
    {
      key: "b3-win-it-go-forward",
      title: {
        en: "Win it, go forward",
        sv: "Vinn bollen, spela fram\xE5t",
        fr: "R\xE9cup\xE9rer et se projeter",
        pt: "Recuperar e atacar"
      },
      description: {
        en: "Intercept a pass and attack at once with your first touch forward. Most goals after a turnover come within the first three actions, before the opponent can reorganise.",
        sv: "Bryt en passning och anfall direkt med f\xF6rsta tillslaget fram\xE5t. De flesta m\xE5l efter bollvinst kommer inom de tre f\xF6rsta aktionerna, innan motst\xE5ndaren hinner organisera sig.",
        fr: "Interceptez une passe et attaquez aussit\xF4t avec une premi\xE8re touche vers l\u2019avant. La plupart des buts apr\xE8s une r\xE9cup\xE9ration arrivent dans les trois premi\xE8res actions, avant que l\u2019adversaire ne se r\xE9organise.",
        pt: "Intercete um passe e ataque logo com o primeiro toque para a frente. A maioria dos golos ap\xF3s uma recupera\xE7\xE3o surge nas tr\xEAs primeiras a\xE7\xF5es, antes de o advers\xE1rio se reorganizar."
      },
      steps: {
        en: [
          "Your partner stands 15 m from a wall (or a second partner) and passes against it. You start 5 m to the side. Place a small goal or cone gate 25 m behind you.",
          "Read the pass and step in to intercept the return. Your first touch goes forward, away from your partner.",
          "Dribble at speed and score within 6 seconds (a parent counts). Your partner chases after a one-second delay. 3 \xD7 5 repetitions.",
          "Progression: after the interception, look up. If your partner is close, play a first-time pass to a target cone (a teammate) 20 m away instead of dribbling."
        ],
        sv: [
          "Din kompis st\xE5r 15 m fr\xE5n en v\xE4gg (eller en andra kompis) och passar mot den. Du b\xF6rjar 5 m vid sidan. St\xE4ll ett litet m\xE5l eller konm\xE5l 25 m bakom dig.",
          "L\xE4s passningen, kliv in och bryt returen. Ditt f\xF6rsta tillslag g\xE5r fram\xE5t, bort fr\xE5n kompisen.",
          "Dribbla i h\xF6g fart och g\xF6r m\xE5l inom 6 sekunder (en f\xF6r\xE4lder r\xE4knar). Kompisen jagar efter en sekunds f\xF6rdr\xF6jning. 3 \xD7 5 repetitioner.",
          "Progression: titta upp efter bollvinsten. \xC4r kompisen n\xE4ra sl\xE5r du en direktpassning till en kon (en lagkamrat) 20 m bort i st\xE4llet f\xF6r att dribbla."
        ],
        fr: [
          "Votre partenaire se place \xE0 15 m d\u2019un mur (ou d\u2019un deuxi\xE8me partenaire) et passe contre celui-ci. Vous partez 5 m sur le c\xF4t\xE9. Placez un petit but ou une porte de plots 25 m derri\xE8re vous.",
          "Lisez la passe et coupez la trajectoire pour intercepter le retour. Votre premi\xE8re touche part vers l\u2019avant, loin de votre partenaire.",
          "Conduisez le ballon \xE0 pleine vitesse et marquez en moins de 6 secondes (un parent compte). Votre partenaire vous poursuit avec une seconde de retard. 3 \xD7 5 r\xE9p\xE9titions.",
          "Progression : apr\xE8s l\u2019interception, levez la t\xEAte. Si votre partenaire est proche, jouez en une touche vers un plot (un co\xE9quipier) situ\xE9 \xE0 20 m au lieu de conduire."
        ],
        pt: [
          "O seu colega fica a 15 m de uma parede (ou de um segundo colega) e passa contra ela. Voc\xEA come\xE7a 5 m ao lado. Coloque uma baliza pequena ou de cones 25 m atr\xE1s de si.",
          "Leia o passe e antecipe-se para intercetar o retorno. O primeiro toque vai para a frente, para longe do colega.",
          "Conduza a bola em velocidade e marque em menos de 6 segundos (um dos pais conta). O seu colega persegue-o com um segundo de atraso. 3 \xD7 5 repeti\xE7\xF5es.",
          "Progress\xE3o: depois de intercetar, levante a cabe\xE7a. Se o colega estiver perto, fa\xE7a um passe de primeira para um cone (um colega de equipa) a 20 m em vez de conduzir."
        ]
      },
      coachingPoints: {
        en: [
          "Stay on your toes and step in front of the receiver.",
          "First touch forward into space, not sideways.",
          "Decide quickly: pass forward if you can, dribble if you cannot."
        ],
        sv: [
          "St\xE5 p\xE5 t\xE5 och kliv in framf\xF6r mottagaren.",
          "F\xF6rsta tillslaget fram\xE5t i ytan, inte i sidled.",
          "Best\xE4m dig snabbt: passa fram\xE5t om det g\xE5r, dribbla annars."
        ],
        fr: [
          "Restez sur l\u2019avant des pieds et passez devant le receveur.",
          "Premi\xE8re touche vers l\u2019avant dans l\u2019espace, pas sur le c\xF4t\xE9.",
          "D\xE9cidez vite : passez vers l\u2019avant si possible, sinon conduisez."
        ],
        pt: [
          "Esteja na ponta dos p\xE9s e antecipe-se \xE0 frente do recetor.",
          "Primeiro toque para a frente, para o espa\xE7o, n\xE3o para o lado.",
          "Decida depressa: passe para a frente se puder, sen\xE3o conduza."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "wall", "smallGoal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-recovery-runs",
      title: {
        en: "Recovery runs: get goal-side",
        sv: "L\xF6pning hem: kom p\xE5 m\xE5lsidan",
        fr: "Courses de repli d\xE9fensif",
        pt: "Recupera\xE7\xE3o defensiva: ganhe o lado da baliza"
      },
      description: {
        en: "Sprint back on the right line after a loss so you end up between the ball and your goal. A good recovery run turns a dangerous counter into a 1v1 you can defend.",
        sv: "Sprinta hem p\xE5 r\xE4tt linje efter bollf\xF6rlust s\xE5 att du hamnar mellan bollen och ditt m\xE5l. En bra l\xF6pning hem f\xF6rvandlar en farlig kontring till en 1 mot 1 som du kan f\xF6rsvara.",
        fr: "Sprintez vers votre but sur la bonne trajectoire apr\xE8s une perte pour vous retrouver entre le ballon et votre but. Un bon repli transforme une contre-attaque dangereuse en un duel que vous pouvez d\xE9fendre.",
        pt: "Corra para tr\xE1s na linha certa depois de perder a bola para ficar entre a bola e a sua baliza. Uma boa recupera\xE7\xE3o transforma um contra-ataque perigoso num 1 contra 1 que consegue defender."
      },
      steps: {
        en: [
          "Put a cone gate (your goal) on a line, and a start cone 25 m away. Your partner starts with a ball 5 m ahead of you, facing the goal.",
          'On "Go" your partner dribbles towards the goal at 70% speed. Sprint on a curved line to get between the ball and the goal, then turn and face them. 6 repetitions.',
          "Progression: your partner dribbles at full speed and tries to score; once you are goal-side, defend the 1v1. 3 \xD7 4 repetitions, 60 seconds rest.",
          "Vary the start: lying on your front, sitting, or facing the wrong way, to practise reacting after a fall or a lost duel."
        ],
        sv: [
          "St\xE4ll ett konm\xE5l (ditt m\xE5l) p\xE5 en linje och en startkon 25 m bort. Din kompis startar med boll 5 m framf\xF6r dig, med ansiktet mot m\xE5let.",
          'P\xE5 "K\xF6r!" dribblar kompisen mot m\xE5let i 70 % fart. Sprinta i en b\xE5ge f\xF6r att komma mellan bollen och m\xE5let, och v\xE4nd dig sedan mot kompisen. 6 repetitioner.',
          "Progression: kompisen dribblar i full fart och f\xF6rs\xF6ker g\xF6ra m\xE5l; n\xE4r du \xE4r p\xE5 m\xE5lsidan f\xF6rsvarar du 1 mot 1. 3 \xD7 4 repetitioner, 60 sekunders vila.",
          "Variera starten: liggande p\xE5 mage, sittande eller med ryggen \xE5t fel h\xE5ll, f\xF6r att tr\xE4na reaktionen efter en tackling eller en f\xF6rlorad duell."
        ],
        fr: [
          "Placez une porte de plots (votre but) sur une ligne et un plot de d\xE9part \xE0 25 m. Votre partenaire part avec un ballon 5 m devant vous, face au but.",
          "Au signal, votre partenaire conduit vers le but \xE0 70 % de sa vitesse. Sprintez en courbe pour vous placer entre le ballon et le but, puis faites-lui face. 6 r\xE9p\xE9titions.",
          "Progression : votre partenaire conduit \xE0 pleine vitesse et tente de marquer ; une fois plac\xE9 c\xF4t\xE9 but, d\xE9fendez le 1 contre 1. 3 \xD7 4 r\xE9p\xE9titions, 60 secondes de r\xE9cup\xE9ration.",
          "Variez le d\xE9part : allong\xE9 sur le ventre, assis ou dos au jeu, pour travailler la r\xE9action apr\xE8s une chute ou un duel perdu."
        ],
        pt: [
          "Coloque uma baliza de cones (a sua baliza) numa linha e um cone de partida a 25 m. O seu colega come\xE7a com bola 5 m \xE0 sua frente, virado para a baliza.",
          "Ao sinal, o seu colega conduz para a baliza a 70 % da velocidade. Corra em curva para ficar entre a bola e a baliza e depois vire-se de frente para ele. 6 repeti\xE7\xF5es.",
          "Progress\xE3o: o seu colega conduz \xE0 velocidade m\xE1xima e tenta marcar; quando estiver do lado da baliza, defenda o 1 contra 1. 3 \xD7 4 repeti\xE7\xF5es, 60 segundos de descanso.",
          "Varie a partida: deitado de barriga para baixo, sentado ou de costas, para treinar a rea\xE7\xE3o depois de uma queda ou de um duelo perdido."
        ]
      },
      coachingPoints: {
        en: [
          "Run towards your own goal first, not towards the ball.",
          "Curve your run so you arrive inside the attacker, on the goal side.",
          "Slow down in the last metres so you can defend on balance."
        ],
        sv: [
          "Spring f\xF6rst mot ditt eget m\xE5l, inte mot bollen.",
          "L\xF6p i en b\xE5ge s\xE5 att du kommer innanf\xF6r anfallaren, p\xE5 m\xE5lsidan.",
          "Sakta ner de sista metrarna s\xE5 att du f\xF6rsvarar i balans."
        ],
        fr: [
          "Courez d\u2019abord vers votre propre but, pas vers le ballon.",
          "Courez en courbe pour arriver \xE0 l\u2019int\xE9rieur de l\u2019attaquant, c\xF4t\xE9 but.",
          "Ralentissez dans les derniers m\xE8tres pour d\xE9fendre en \xE9quilibre."
        ],
        pt: [
          "Corra primeiro para a sua baliza, n\xE3o para a bola.",
          "Corra em curva para chegar por dentro do atacante, do lado da baliza.",
          "Abrande nos \xFAltimos metros para defender em equil\xEDbrio."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-counter-attack-sprint-finish",
      title: {
        en: "Counter-attack: run with the ball and finish",
        sv: "Kontring: spring med bollen och avsluta",
        fr: "Contre-attaque : conduire vite et conclure",
        pt: "Contra-ataque: conduzir e finalizar"
      },
      description: {
        en: "Run with the ball at full speed over 30\u201340 m and finish under time pressure. Fast, clean running with the ball is the key to counter-attacks.",
        sv: "Spring med bollen i full fart \xF6ver 30\u201340 m och avsluta under tidspress. Snabb och ren l\xF6pning med boll \xE4r nyckeln till kontringar.",
        fr: "Conduisez le ballon \xE0 pleine vitesse sur 30\u201340 m et concluez sous la pression du temps. Une conduite de balle rapide et propre est la cl\xE9 des contre-attaques.",
        pt: "Conduza a bola \xE0 velocidade m\xE1xima ao longo de 30\u201340 m e finalize com pouco tempo. Uma condu\xE7\xE3o de bola r\xE1pida e limpa \xE9 a chave dos contra-ataques."
      },
      steps: {
        en: [
          "Set up a start cone 40 m from a goal (or a target on a wall). Place a cone 12 m from goal as your shooting line.",
          "Knock the ball 3\u20134 m ahead and sprint after it, touching it with your laces every few strides. Shoot before the line. 6 repetitions, walk back to recover.",
          "Your partner (or a parent) times you: start to shot in under 7 seconds. Try to beat your best time while still hitting the target.",
          "Progression: your partner starts 3 m behind you and chases. Finish with your first touch after the line, or with a low shot to the far post.",
          "Finish with 2 \xD7 4 repetitions from a wide start, cutting inside before shooting with your other foot."
        ],
        sv: [
          "St\xE4ll en startkon 40 m fr\xE5n ett m\xE5l (eller ett m\xE5l p\xE5 en v\xE4gg). L\xE4gg en kon 12 m fr\xE5n m\xE5l som skottlinje.",
          "Knuffa bollen 3\u20134 m framf\xF6r dig och sprinta efter; tr\xE4ffa den med vristen med n\xE5gra stegs mellanrum. Skjut f\xF6re linjen. 6 repetitioner, g\xE5 tillbaka f\xF6r att vila.",
          "Din kompis (eller en f\xF6r\xE4lder) tar tid: fr\xE5n start till skott p\xE5 under 7 sekunder. F\xF6rs\xF6k sl\xE5 ditt rekord och samtidigt tr\xE4ffa m\xE5let.",
          "Progression: kompisen startar 3 m bakom dig och jagar. Avsluta p\xE5 f\xF6rsta tillslaget efter linjen eller med ett l\xE5gt skott mot bortre stolpen.",
          "Avsluta med 2 \xD7 4 repetitioner fr\xE5n en bred start d\xE4r du sk\xE4r in\xE5t innan du skjuter med din andra fot."
        ],
        fr: [
          "Placez un plot de d\xE9part \xE0 40 m d\u2019un but (ou d\u2019une cible sur un mur). Posez un plot \xE0 12 m du but comme ligne de tir.",
          "Poussez le ballon 3\u20134 m devant vous et sprintez derri\xE8re en le touchant du coup de pied toutes les quelques foul\xE9es. Frappez avant la ligne. 6 r\xE9p\xE9titions, retour en marchant.",
          "Votre partenaire (ou un parent) vous chronom\xE8tre : du d\xE9part \xE0 la frappe en moins de 7 secondes. Battez votre record tout en cadrant la frappe.",
          "Progression : votre partenaire part 3 m derri\xE8re vous et vous poursuit. Concluez en une touche apr\xE8s la ligne ou par une frappe basse au second poteau.",
          "Terminez par 2 \xD7 4 r\xE9p\xE9titions depuis un d\xE9part excentr\xE9, en repiquant dans l\u2019axe avant de frapper de l\u2019autre pied."
        ],
        pt: [
          "Coloque um cone de partida a 40 m de uma baliza (ou de um alvo numa parede). Coloque um cone a 12 m da baliza como linha de remate.",
          "Empurre a bola 3\u20134 m \xE0 sua frente e corra atr\xE1s dela, tocando-lhe com o peito do p\xE9 a cada poucas passadas. Remate antes da linha. 6 repeti\xE7\xF5es, volte a andar para recuperar.",
          "O seu colega (ou um dos pais) cronometra: da partida ao remate em menos de 7 segundos. Tente bater o seu recorde sem deixar de acertar na baliza.",
          "Progress\xE3o: o seu colega parte 3 m atr\xE1s de si e persegue-o. Finalize ao primeiro toque depois da linha ou com um remate rasteiro ao segundo poste.",
          "Termine com 2 \xD7 4 repeti\xE7\xF5es a partir de uma posi\xE7\xE3o aberta, fletindo para dentro antes de rematar com o outro p\xE9."
        ]
      },
      coachingPoints: {
        en: [
          "Long touches in open space, shorter ones as you get close to goal.",
          "Head up between touches to see the goal and the goalkeeper.",
          "Pick your corner early; accuracy before power."
        ],
        sv: [
          "L\xE5nga tillslag i \xF6ppen yta, kortare ju n\xE4rmare m\xE5let du kommer.",
          "Huvudet uppe mellan tillslagen f\xF6r att se m\xE5let och m\xE5lvakten.",
          "V\xE4lj h\xF6rn tidigt; precision f\xF6re kraft."
        ],
        fr: [
          "Touches longues dans l\u2019espace, plus courtes \xE0 l\u2019approche du but.",
          "T\xEAte lev\xE9e entre les touches pour voir le but et le gardien.",
          "Choisissez votre c\xF4t\xE9 t\xF4t ; la pr\xE9cision avant la puissance."
        ],
        pt: [
          "Toques longos no espa\xE7o livre, mais curtos perto da baliza.",
          "Cabe\xE7a levantada entre os toques para ver a baliza e o guarda-redes.",
          "Escolha o canto cedo; precis\xE3o antes de pot\xEAncia."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "goal", "cones", "stopwatch", "partner"],
      videoUrl: null
    },
    {
      key: "b3-agility-ladder-and-cuts",
      title: {
        en: "Quick feet and sharp cuts",
        sv: "Snabba f\xF6tter och skarpa v\xE4ndningar",
        fr: "Appuis rapides et changements de direction",
        pt: "P\xE9s r\xE1pidos e mudan\xE7as de dire\xE7\xE3o"
      },
      description: {
        en: "Train fast footwork and changes of direction with a ladder and cones. Agility helps you beat opponents and react in duels, and it is safe to train during the growth spurt.",
        sv: "Tr\xE4na snabbt fotarbete och riktningsf\xF6r\xE4ndringar med stege och koner. Smidighet hj\xE4lper dig att vinna dueller och \xE4r s\xE4ker att tr\xE4na under tillv\xE4xtspurten.",
        fr: "Travaillez la vitesse d\u2019appuis et les changements de direction avec une \xE9chelle et des plots. L\u2019agilit\xE9 vous aide \xE0 \xE9liminer et \xE0 r\xE9agir dans les duels, et elle se travaille sans risque pendant la croissance.",
        pt: "Treine o trabalho de p\xE9s e as mudan\xE7as de dire\xE7\xE3o com escada e cones. A agilidade ajuda-o a ultrapassar advers\xE1rios e a reagir nos duelos, e pode ser treinada com seguran\xE7a durante o crescimento."
      },
      steps: {
        en: [
          "Warm up for 5 minutes: light jogging, skips, side steps and heel flicks.",
          "Agility ladder: two feet in each square, in-in-out-out sideways, then single-leg hops. 2 rounds of each pattern, walking back.",
          "Cone zigzag: 5 cones 3 m apart, offset by 2 m. Cut at each cone by planting the outside foot and pushing off. 6 runs, 45 seconds rest.",
          "Reaction cuts: your partner points left or right as you approach a cone; cut that way and sprint 5 m. 2 \xD7 6 repetitions.",
          "Progression: repeat the zigzag with a ball, using the inside and outside of the foot at each cone."
        ],
        sv: [
          "V\xE4rm upp i 5 minuter: l\xE4tt jogg, skipping, sidsteg och h\xE4lkick.",
          "Koordinationsstege: tv\xE5 f\xF6tter i varje ruta, in-in-ut-ut i sidled och sedan enbenshopp. 2 varv av varje m\xF6nster, g\xE5 tillbaka.",
          "Konslalom: 5 koner med 3 m mellanrum, f\xF6rskjutna 2 m i sidled. V\xE4nd vid varje kon genom att s\xE4tta i ytterfoten och trycka ifr\xE5n. 6 lopp, 45 sekunders vila.",
          "Reaktionsv\xE4ndningar: din kompis pekar v\xE4nster eller h\xF6ger n\xE4r du n\xE4rmar dig en kon; v\xE4nd \xE5t det h\xE5llet och sprinta 5 m. 2 \xD7 6 repetitioner.",
          "Progression: g\xF6r om slalomet med boll och anv\xE4nd insidan och utsidan av foten vid varje kon."
        ],
        fr: [
          "\xC9chauffez-vous 5 minutes : footing l\xE9ger, mont\xE9es de genoux sautill\xE9es, pas chass\xE9s et talons-fesses.",
          "\xC9chelle de rythme : deux pieds dans chaque case, dedans-dedans-dehors-dehors lat\xE9ralement, puis sauts \xE0 cloche-pied. 2 passages de chaque exercice, retour en marchant.",
          "Zigzag entre plots : 5 plots espac\xE9s de 3 m, d\xE9cal\xE9s de 2 m. Changez de direction \xE0 chaque plot en posant le pied ext\xE9rieur et en poussant. 6 passages, 45 secondes de r\xE9cup\xE9ration.",
          "Changements de direction en r\xE9action : votre partenaire indique gauche ou droite \xE0 l\u2019approche d\u2019un plot ; partez de ce c\xF4t\xE9 et sprintez 5 m. 2 \xD7 6 r\xE9p\xE9titions.",
          "Progression : refaites le zigzag avec ballon, avec l\u2019int\xE9rieur et l\u2019ext\xE9rieur du pied \xE0 chaque plot."
        ],
        pt: [
          "Aque\xE7a durante 5 minutos: corrida leve, skippings, passos laterais e calcanhares ao gl\xFAteo.",
          "Escada de agilidade: dois p\xE9s em cada quadrado, dentro-dentro-fora-fora de lado e depois saltos a um p\xE9. 2 passagens de cada padr\xE3o, volte a andar.",
          "Zigue-zague entre cones: 5 cones a 3 m uns dos outros, desfasados 2 m. Mude de dire\xE7\xE3o em cada cone apoiando o p\xE9 de fora e empurrando. 6 passagens, 45 segundos de descanso.",
          "Mudan\xE7as de dire\xE7\xE3o por rea\xE7\xE3o: o seu colega aponta para a esquerda ou para a direita quando se aproxima de um cone; vire para esse lado e fa\xE7a um sprint de 5 m. 2 \xD7 6 repeti\xE7\xF5es.",
          "Progress\xE3o: repita o zigue-zague com bola, usando a parte interior e exterior do p\xE9 em cada cone."
        ]
      },
      coachingPoints: {
        en: [
          "Stay low with bent knees at every change of direction.",
          "Knee in line with the toes when you plant, never caving inwards.",
          "Quality first: stop when your feet get sloppy."
        ],
        sv: [
          "Var l\xE5g med b\xF6jda kn\xE4n vid varje riktnings\xE4ndring.",
          "Kn\xE4t i linje med t\xE5rna n\xE4r du s\xE4tter i foten, aldrig in\xE5t.",
          "Kvalitet f\xF6rst: sluta n\xE4r fotarbetet blir slarvigt."
        ],
        fr: [
          "Restez bas, genoux fl\xE9chis, \xE0 chaque changement de direction.",
          "Genou dans l\u2019axe des orteils \xE0 l\u2019appui, jamais vers l\u2019int\xE9rieur.",
          "La qualit\xE9 d\u2019abord : arr\xEAtez quand vos appuis deviennent impr\xE9cis."
        ],
        pt: [
          "Mantenha-se baixo, com os joelhos fletidos, em cada mudan\xE7a de dire\xE7\xE3o.",
          "Joelho alinhado com os dedos dos p\xE9s no apoio, nunca para dentro.",
          "Qualidade primeiro: pare quando os apoios ficarem desleixados."
        ]
      },
      durationMinutes: 35,
      equipment: ["agilityLadder", "cones", "ball", "partner"],
      videoUrl: null
    },
    {
      key: "b3-bodyweight-strength-circuit",
      title: {
        en: "Body-weight strength circuit",
        sv: "Styrkecirkel med kroppsvikt",
        fr: "Circuit de renforcement au poids du corps",
        pt: "Circuito de for\xE7a com o peso do corpo"
      },
      description: {
        en: "Build strength with your own body weight: squats, lunges, push-ups and bridges. Strong muscles protect your joints while your bones are growing fast.",
        sv: "Bygg styrka med din egen kroppsvikt: kn\xE4b\xF6j, utfall, armh\xE4vningar och h\xF6ftlyft. Starka muskler skyddar lederna medan skelettet v\xE4xer snabbt.",
        fr: "D\xE9veloppez votre force avec votre propre poids : squats, fentes, pompes et ponts fessiers. Des muscles solides prot\xE8gent vos articulations pendant que vos os grandissent vite.",
        pt: "Ganhe for\xE7a com o seu pr\xF3prio peso: agachamentos, afundos, flex\xF5es e pontes de gl\xFAteos. M\xFAsculos fortes protegem as articula\xE7\xF5es enquanto os ossos crescem depressa."
      },
      steps: {
        en: [
          "Warm up for 5 minutes with jogging, arm circles and 10 slow squats.",
          "Circuit of 6 exercises, 30 seconds of work and 30 seconds of rest: squats, reverse lunges, push-ups (knees down if needed), glute bridges, side plank (15 seconds each side) and calf raises.",
          "Do 2 rounds at the start of the phase and 3 rounds after two weeks. Rest 2 minutes between rounds.",
          "Progression: single-leg glute bridges and a slow 3-second lowering in squats and lunges, instead of adding weights.",
          "Cool down with 5 minutes of walking and easy stretching of the thighs and calves."
        ],
        sv: [
          "V\xE4rm upp i 5 minuter med jogg, armcirklar och 10 l\xE5ngsamma kn\xE4b\xF6j.",
          "Cirkel med 6 \xF6vningar, 30 sekunders arbete och 30 sekunders vila: kn\xE4b\xF6j, bak\xE5tutfall, armh\xE4vningar (p\xE5 kn\xE4na vid behov), h\xF6ftlyft, sidoplanka (15 sekunder per sida) och t\xE5h\xE4vningar.",
          "G\xF6r 2 varv i b\xF6rjan av perioden och 3 varv efter tv\xE5 veckor. Vila 2 minuter mellan varven.",
          "Progression: h\xF6ftlyft p\xE5 ett ben och l\xE5ngsam nedg\xE5ng p\xE5 3 sekunder i kn\xE4b\xF6j och utfall, i st\xE4llet f\xF6r att l\xE4gga till vikter.",
          "Varva ner med 5 minuters promenad och l\xE4tt stretching av l\xE5r och vader."
        ],
        fr: [
          "\xC9chauffez-vous 5 minutes : footing, moulinets de bras et 10 squats lents.",
          "Circuit de 6 exercices, 30 secondes d\u2019effort et 30 secondes de r\xE9cup\xE9ration : squats, fentes arri\xE8re, pompes (sur les genoux si besoin), ponts fessiers, gainage lat\xE9ral (15 secondes par c\xF4t\xE9) et mont\xE9es sur la pointe des pieds.",
          "Faites 2 tours au d\xE9but de la phase, 3 tours apr\xE8s deux semaines. 2 minutes de r\xE9cup\xE9ration entre les tours.",
          "Progression : ponts fessiers sur une jambe et descente lente en 3 secondes sur les squats et les fentes, plut\xF4t que d\u2019ajouter des charges.",
          "Retour au calme : 5 minutes de marche et des \xE9tirements doux des cuisses et des mollets."
        ],
        pt: [
          "Aque\xE7a durante 5 minutos com corrida leve, c\xEDrculos com os bra\xE7os e 10 agachamentos lentos.",
          "Circuito de 6 exerc\xEDcios, 30 segundos de trabalho e 30 segundos de descanso: agachamentos, afundos atr\xE1s, flex\xF5es (com os joelhos no ch\xE3o se precisar), pontes de gl\xFAteos, prancha lateral (15 segundos de cada lado) e eleva\xE7\xF5es dos calcanhares.",
          "Fa\xE7a 2 voltas no in\xEDcio da fase e 3 voltas ao fim de duas semanas. Descanse 2 minutos entre voltas.",
          "Progress\xE3o: pontes de gl\xFAteos a uma perna e descida lenta em 3 segundos nos agachamentos e afundos, em vez de acrescentar pesos.",
          "Volte \xE0 calma com 5 minutos a andar e alongamentos suaves das coxas e dos g\xE9meos."
        ]
      },
      coachingPoints: {
        en: [
          "Slow, controlled movements: technique before speed or number of reps.",
          "Knees follow the toes; keep your back straight.",
          "No weights needed at this age: master your body weight first."
        ],
        sv: [
          "L\xE5ngsamma och kontrollerade r\xF6relser: teknik f\xF6re tempo och antal.",
          "Kn\xE4na f\xF6ljer t\xE5rna; h\xE5ll ryggen rak.",
          "Inga vikter beh\xF6vs i den h\xE4r \xE5ldern: beh\xE4rska din kroppsvikt f\xF6rst."
        ],
        fr: [
          "Mouvements lents et contr\xF4l\xE9s : la technique avant la vitesse ou le nombre de r\xE9p\xE9titions.",
          "Les genoux suivent les orteils ; gardez le dos droit.",
          "Pas de charges \xE0 cet \xE2ge : ma\xEEtrisez d\u2019abord votre poids de corps."
        ],
        pt: [
          "Movimentos lentos e controlados: t\xE9cnica antes de velocidade ou n\xFAmero de repeti\xE7\xF5es.",
          "Os joelhos seguem os dedos dos p\xE9s; costas direitas.",
          "Nesta idade n\xE3o precisa de pesos: domine primeiro o seu peso corporal."
        ]
      },
      durationMinutes: 35,
      equipment: ["mat", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b3-acceleration-starts",
      title: {
        en: "Explosive first steps",
        sv: "Explosiva f\xF6rsta steg",
        fr: "Des premiers appuis explosifs",
        pt: "Primeiros passos explosivos"
      },
      description: {
        en: "Practise fast starts over 5\u201320 m from different positions. Most sprints in football are short, so the first three steps often decide who gets to the ball first.",
        sv: "Tr\xE4na snabba starter p\xE5 5\u201320 m fr\xE5n olika utg\xE5ngsl\xE4gen. De flesta sprinter i fotboll \xE4r korta, s\xE5 de tre f\xF6rsta stegen avg\xF6r ofta vem som kommer f\xF6rst till bollen.",
        fr: "Travaillez les d\xE9parts rapides sur 5\u201320 m depuis diff\xE9rentes positions. La plupart des sprints au football sont courts : les trois premiers appuis d\xE9cident souvent qui arrive le premier sur le ballon.",
        pt: "Treine arranques r\xE1pidos de 5\u201320 m a partir de v\xE1rias posi\xE7\xF5es. A maioria dos sprints no futebol \xE9 curta, por isso os tr\xEAs primeiros passos decidem muitas vezes quem chega primeiro \xE0 bola."
      },
      steps: {
        en: [
          "Warm up for 8 minutes: jogging, leg swings, skips and 3 build-up runs over 30 m at 60\u201380% speed.",
          "Mark lines at 5, 10 and 20 m. Do 4 sprints to 10 m from a split stance (one foot forward), walking back each time.",
          "Vary the start: side-on, from a backwards jog, lying on your front. 6 sprints to 10 m, one minute of rest after each.",
          "Partner race: your partner starts 1 m behind you and tries to tag you before the 20 m line. 4 races, then swap roles.",
          "Stop when you feel slower: quality sprints only, no more than 12\u201315 in total."
        ],
        sv: [
          "V\xE4rm upp i 8 minuter: jogg, bensvingar, skipping och 3 stegringslopp p\xE5 30 m i 60\u201380 % fart.",
          "Markera linjer vid 5, 10 och 20 m. G\xF6r 4 sprinter till 10 m fr\xE5n stegposition (en fot fram) och g\xE5 tillbaka varje g\xE5ng.",
          "Variera starten: i sidled, fr\xE5n bakl\xE4ngesjogg, liggande p\xE5 mage. 6 sprinter till 10 m, en minuts vila efter varje.",
          "T\xE4vla mot en kompis: kompisen startar 1 m bakom dig och f\xF6rs\xF6ker nudda dig f\xF6re 20-metersstrecket. 4 lopp, byt sedan roller.",
          "Sluta n\xE4r du k\xE4nner dig l\xE5ngsammare: bara kvalitetssprinter, h\xF6gst 12\u201315 totalt."
        ],
        fr: [
          "\xC9chauffez-vous 8 minutes : footing, balanc\xE9s de jambes, mont\xE9es de genoux et 3 acc\xE9l\xE9rations progressives sur 30 m \xE0 60\u201380 %.",
          "Marquez des lignes \xE0 5, 10 et 20 m. Faites 4 sprints sur 10 m en position fendue (un pied devant), retour en marchant.",
          "Variez le d\xE9part : de profil, en trottinant \xE0 reculons, allong\xE9 sur le ventre. 6 sprints sur 10 m, une minute de r\xE9cup\xE9ration apr\xE8s chacun.",
          "Course avec un partenaire : il part 1 m derri\xE8re vous et essaie de vous toucher avant la ligne des 20 m. 4 courses, puis inversez les r\xF4les.",
          "Arr\xEAtez d\xE8s que vous vous sentez moins rapide : uniquement des sprints de qualit\xE9, 12 \xE0 15 au total au maximum."
        ],
        pt: [
          "Aque\xE7a durante 8 minutos: corrida leve, balan\xE7os de pernas, skippings e 3 progressivos de 30 m a 60\u201380 % da velocidade.",
          "Marque linhas aos 5, 10 e 20 m. Fa\xE7a 4 sprints at\xE9 aos 10 m com um p\xE9 \xE0 frente, voltando a andar de cada vez.",
          "Varie a partida: de lado, a correr de costas, deitado de barriga para baixo. 6 sprints at\xE9 aos 10 m, um minuto de descanso depois de cada.",
          "Corrida com o colega: ele parte 1 m atr\xE1s de si e tenta tocar-lhe antes da linha dos 20 m. 4 corridas, depois troquem.",
          "Pare quando se sentir mais lento: s\xF3 sprints de qualidade, no m\xE1ximo 12\u201315 no total."
        ]
      },
      coachingPoints: {
        en: [
          "Lean forward from the ankles, not from the hips.",
          "Powerful arm drive, elbows at about 90 degrees.",
          "Short, quick steps first, then longer strides."
        ],
        sv: [
          "Luta dig fram\xE5t fr\xE5n fotlederna, inte fr\xE5n h\xF6ften.",
          "Kraftfull armpendling, armb\xE5garna i ungef\xE4r 90 grader.",
          "Korta, snabba steg f\xF6rst, sedan l\xE4ngre steg."
        ],
        fr: [
          "Penchez-vous depuis les chevilles, pas depuis les hanches.",
          "Bras puissants, coudes \xE0 environ 90 degr\xE9s.",
          "D\u2019abord des appuis courts et rapides, puis des foul\xE9es plus longues."
        ],
        pt: [
          "Incline-se a partir dos tornozelos, n\xE3o da anca.",
          "Bra\xE7os potentes, cotovelos a cerca de 90 graus.",
          "Primeiro passos curtos e r\xE1pidos, depois passadas mais longas."
        ]
      },
      durationMinutes: 30,
      equipment: ["cones", "stopwatch", "partner"],
      videoUrl: null
    },
    {
      key: "b3-injury-prevention-warm-up",
      title: {
        en: "Injury-prevention warm-up",
        sv: "Skadef\xF6rebyggande uppv\xE4rmning",
        fr: "\xC9chauffement de pr\xE9vention des blessures",
        pt: "Aquecimento de preven\xE7\xE3o de les\xF5es"
      },
      description: {
        en: "A 20-minute warm-up with running, strength, jumping and balance exercises to do before every training session and match. Programmes like this clearly reduce knee, ankle and hamstring injuries.",
        sv: "En uppv\xE4rmning p\xE5 20 minuter med l\xF6pning, styrka, hopp och balans som du g\xF6r f\xF6re varje tr\xE4ning och match. S\xE5dana program minskar tydligt skador p\xE5 kn\xE4, fotled och baksida l\xE5r.",
        fr: "Un \xE9chauffement de 20 minutes avec course, renforcement, sauts et \xE9quilibre, \xE0 faire avant chaque entra\xEEnement et chaque match. Ce type de programme r\xE9duit nettement les blessures au genou, \xE0 la cheville et aux ischio-jambiers.",
        pt: "Um aquecimento de 20 minutos com corrida, for\xE7a, saltos e equil\xEDbrio, para fazer antes de cada treino e jogo. Programas como este reduzem claramente as les\xF5es no joelho, no tornozelo e nos isquiotibiais."
      },
      steps: {
        en: [
          "Running (6 minutes): jog 20 m out and back with hip out, hip in, side shuffles and shoulder contacts with a partner.",
          "Strength (6 minutes): plank 3 \xD7 20 seconds, side plank 2 \xD7 15 seconds per side, 3\u20135 slow Nordic hamstring lowers with your partner holding your ankles, 10 squats.",
          "Jumps and balance (5 minutes): stand on one leg for 30 seconds per leg while passing a ball with your partner, then 10 vertical jumps and lateral hops with soft landings.",
          "Running (3 minutes): 2 runs across the pitch at 75\u201380% speed, then 2 with bounding strides and sharp cuts.",
          "Do it at least twice a week, and bring it to your team so you can lead it before a match."
        ],
        sv: [
          "L\xF6pning (6 minuter): jogga 20 m fram och tillbaka med h\xF6ftrotation ut\xE5t och in\xE5t, sidledsf\xF6rflyttning och axelkontakt med en kompis.",
          "Styrka (6 minuter): planka 3 \xD7 20 sekunder, sidoplanka 2 \xD7 15 sekunder per sida, 3\u20135 l\xE5ngsamma nordic hamstrings d\xE4r kompisen h\xE5ller dina fotleder, 10 kn\xE4b\xF6j.",
          "Hopp och balans (5 minuter): st\xE5 p\xE5 ett ben i 30 sekunder per ben medan du passar en boll med kompisen, sedan 10 upphopp och sidledshopp med mjuka landningar.",
          "L\xF6pning (3 minuter): 2 lopp \xF6ver planen i 75\u201380 % fart, sedan 2 med studsande steg och skarpa riktnings\xE4ndringar.",
          "G\xF6r den minst tv\xE5 g\xE5nger i veckan och ta med den till laget s\xE5 att du kan leda den f\xF6re en match."
        ],
        fr: [
          "Course (6 minutes) : footing sur 20 m aller-retour avec ouverture et fermeture de hanche, pas chass\xE9s et contacts d\u2019\xE9paule avec un partenaire.",
          "Renforcement (6 minutes) : gainage 3 \xD7 20 secondes, gainage lat\xE9ral 2 \xD7 15 secondes par c\xF4t\xE9, 3 \xE0 5 descentes lentes en \xAB Nordic \xBB avec un partenaire qui tient vos chevilles, 10 squats.",
          "Sauts et \xE9quilibre (5 minutes) : 30 secondes sur une jambe de chaque c\xF4t\xE9 en vous passant un ballon avec votre partenaire, puis 10 sauts verticaux et des sauts lat\xE9raux avec r\xE9ceptions souples.",
          "Course (3 minutes) : 2 travers\xE9es du terrain \xE0 75\u201380 %, puis 2 avec des foul\xE9es bondissantes et des changements de direction nets.",
          "Faites-le au moins deux fois par semaine et proposez-le \xE0 votre \xE9quipe pour pouvoir le mener avant un match."
        ],
        pt: [
          "Corrida (6 minutos): corra 20 m para l\xE1 e para c\xE1 com rota\xE7\xE3o da anca para fora e para dentro, deslocamentos laterais e contactos de ombro com um colega.",
          "For\xE7a (6 minutos): prancha 3 \xD7 20 segundos, prancha lateral 2 \xD7 15 segundos de cada lado, 3\u20135 descidas lentas de isquiotibiais (Nordic) com o colega a segurar-lhe os tornozelos, 10 agachamentos.",
          "Saltos e equil\xEDbrio (5 minutos): 30 segundos apoiado numa perna de cada lado enquanto troca passes com o colega, depois 10 saltos verticais e saltos laterais com rece\xE7\xF5es suaves.",
          "Corrida (3 minutos): 2 corridas de um lado ao outro do campo a 75\u201380 %, depois 2 com passadas saltadas e mudan\xE7as de dire\xE7\xE3o bruscas.",
          "Fa\xE7a-o pelo menos duas vezes por semana e leve-o para a sua equipa para o poder orientar antes de um jogo."
        ]
      },
      coachingPoints: {
        en: [
          "Land softly on the balls of your feet with bent knees.",
          "Keep your knees over your toes in every squat, jump and landing.",
          "Do it every time: the effect comes from doing it regularly."
        ],
        sv: [
          "Landa mjukt p\xE5 fr\xE4mre delen av foten med b\xF6jda kn\xE4n.",
          "H\xE5ll kn\xE4na \xF6ver t\xE5rna i varje kn\xE4b\xF6j, hopp och landning.",
          "G\xF6r den varje g\xE5ng: effekten kommer av regelbundenhet."
        ],
        fr: [
          "R\xE9ceptionnez-vous en souplesse sur l\u2019avant du pied, genoux fl\xE9chis.",
          "Genoux au-dessus des orteils \xE0 chaque squat, saut et r\xE9ception.",
          "Faites-le \xE0 chaque fois : l\u2019effet vient de la r\xE9gularit\xE9."
        ],
        pt: [
          "Receba o solo com suavidade na parte da frente do p\xE9, joelhos fletidos.",
          "Joelhos por cima dos dedos dos p\xE9s em cada agachamento, salto e rece\xE7\xE3o.",
          "Fa\xE7a-o sempre: o efeito vem da regularidade."
        ]
      },
      durationMinutes: 20,
      equipment: ["partner", "ball", "cones", "mat"],
      videoUrl: null
    },
    {
      key: "b3-landing-and-jumping",
      title: {
        en: "Land softly, jump higher",
        sv: "Landa mjukt, hoppa h\xF6gre",
        fr: "Bien se r\xE9ceptionner pour sauter plus haut",
        pt: "Aterrar bem para saltar mais alto"
      },
      description: {
        en: "Learn a safe landing technique first, then build jumping power step by step. Good landings protect your knees and ankles when you head, block and change direction.",
        sv: "L\xE4r dig en s\xE4ker landningsteknik f\xF6rst och bygg sedan upp sp\xE4nsten steg f\xF6r steg. Bra landningar skyddar kn\xE4n och fotleder n\xE4r du nickar, blockerar och v\xE4nder.",
        fr: "Apprenez d\u2019abord une technique de r\xE9ception s\xFBre, puis d\xE9veloppez la d\xE9tente pas \xE0 pas. De bonnes r\xE9ceptions prot\xE8gent vos genoux et vos chevilles quand vous jouez de la t\xEAte, contrez et changez de direction.",
        pt: "Aprenda primeiro uma t\xE9cnica de rece\xE7\xE3o ao solo segura e depois desenvolva a impuls\xE3o passo a passo. Boas rece\xE7\xF5es protegem os joelhos e os tornozelos quando cabeceia, bloqueia e muda de dire\xE7\xE3o."
      },
      steps: {
        en: [
          "Warm up for 5 minutes with jogging, skips and 10 squats.",
          'Landing drill: step off a low step (20\u201330 cm) and "stick" the landing on two feet, knees bent and over the toes, for 2 seconds. 2 \xD7 6, then on one leg, 2 \xD7 4 per leg.',
          "Jumps in place: 3 \xD7 5 squat jumps with a soft, quiet landing. Rest 60 seconds between sets.",
          "Hurdle hops: 5 low hurdles (or cones) 1 m apart. Two-footed hops over them, 4 runs; then lateral hops over one hurdle, 2 \xD7 8.",
          "Keep the total low (under 60 contacts per session) and skip this session if your knees or heels hurt."
        ],
        sv: [
          "V\xE4rm upp i 5 minuter med jogg, skipping och 10 kn\xE4b\xF6j.",
          'Landnings\xF6vning: kliv ner fr\xE5n ett l\xE5gt steg (20\u201330 cm) och "frys" landningen p\xE5 tv\xE5 f\xF6tter, kn\xE4na b\xF6jda och \xF6ver t\xE5rna, i 2 sekunder. 2 \xD7 6, sedan p\xE5 ett ben, 2 \xD7 4 per ben.',
          "Hopp p\xE5 st\xE4llet: 3 \xD7 5 kn\xE4b\xF6jshopp med mjuk och tyst landning. Vila 60 sekunder mellan seten.",
          "H\xE4ckhopp: 5 l\xE5ga h\xE4ckar (eller koner) med 1 m mellanrum. J\xE4mfotahopp \xF6ver dem, 4 g\xE5nger; sedan sidledshopp \xF6ver en h\xE4ck, 2 \xD7 8.",
          "H\xE5ll den totala m\xE4ngden l\xE5g (under 60 hopp per pass) och hoppa \xF6ver passet om kn\xE4n eller h\xE4lar g\xF6r ont."
        ],
        fr: [
          "\xC9chauffez-vous 5 minutes avec footing, mont\xE9es de genoux et 10 squats.",
          "R\xE9ception : descendez d\u2019une marche basse (20\u201330 cm) et \xAB figez \xBB la r\xE9ception sur deux pieds, genoux fl\xE9chis au-dessus des orteils, pendant 2 secondes. 2 \xD7 6, puis sur une jambe, 2 \xD7 4 par jambe.",
          "Sauts sur place : 3 \xD7 5 squats saut\xE9s avec une r\xE9ception souple et silencieuse. 60 secondes de r\xE9cup\xE9ration entre les s\xE9ries.",
          "Sauts de haies : 5 haies basses (ou plots) espac\xE9es de 1 m. Sauts pieds joints par-dessus, 4 passages ; puis sauts lat\xE9raux par-dessus une haie, 2 \xD7 8.",
          "Gardez un volume faible (moins de 60 impacts par s\xE9ance) et sautez cette s\xE9ance si vos genoux ou vos talons font mal."
        ],
        pt: [
          "Aque\xE7a durante 5 minutos com corrida leve, skippings e 10 agachamentos.",
          'Rece\xE7\xE3o ao solo: des\xE7a de um degrau baixo (20\u201330 cm) e "congele" a rece\xE7\xE3o com os dois p\xE9s, joelhos fletidos por cima dos dedos, durante 2 segundos. 2 \xD7 6, depois a uma perna, 2 \xD7 4 por perna.',
          "Saltos no s\xEDtio: 3 \xD7 5 agachamentos com salto e rece\xE7\xE3o suave e silenciosa. 60 segundos de descanso entre s\xE9ries.",
          "Saltos sobre barreiras: 5 barreiras baixas (ou cones) a 1 m umas das outras. Saltos a p\xE9s juntos por cima, 4 passagens; depois saltos laterais sobre uma barreira, 2 \xD7 8.",
          "Mantenha o volume baixo (menos de 60 saltos por treino) e n\xE3o fa\xE7a este treino se lhe doerem os joelhos ou os calcanhares."
        ]
      },
      coachingPoints: {
        en: [
          "Land quietly: a loud landing means too much stress on your joints.",
          "Knees out over the toes, never caving inwards.",
          "Push your hips back, as if sitting on a chair, when you land."
        ],
        sv: [
          "Landa tyst: en h\xF6g landning betyder f\xF6r stor belastning p\xE5 lederna.",
          "Kn\xE4na ut \xF6ver t\xE5rna, aldrig in\xE5t.",
          "Skjut bak h\xF6ften som n\xE4r du s\xE4tter dig p\xE5 en stol n\xE4r du landar."
        ],
        fr: [
          "R\xE9ception silencieuse : une r\xE9ception bruyante signifie trop de contraintes sur les articulations.",
          "Genoux vers l\u2019ext\xE9rieur, au-dessus des orteils, jamais vers l\u2019int\xE9rieur.",
          "Hanches en arri\xE8re, comme pour vous asseoir, \xE0 la r\xE9ception."
        ],
        pt: [
          "Aterre em sil\xEAncio: uma rece\xE7\xE3o barulhenta significa demasiada carga nas articula\xE7\xF5es.",
          "Joelhos para fora, por cima dos dedos dos p\xE9s, nunca para dentro.",
          "Anca para tr\xE1s, como se se sentasse numa cadeira, ao aterrar."
        ]
      },
      durationMinutes: 30,
      equipment: ["hurdles", "cones", "mat"],
      videoUrl: null
    },
    {
      key: "b3-core-stability",
      title: {
        en: "Core stability for footballers",
        sv: "B\xE5lstabilitet f\xF6r fotbollsspelare",
        fr: "Le gainage du footballeur",
        pt: "Estabilidade do tronco para futebolistas"
      },
      description: {
        en: "Strengthen the muscles around your trunk and hips with floor exercises. A stable core helps you shield the ball, win duels and avoid groin and back pain.",
        sv: "St\xE4rk musklerna runt b\xE5len och h\xF6ften med \xF6vningar p\xE5 golvet. En stabil b\xE5l hj\xE4lper dig att skydda bollen, vinna dueller och slippa ljumsk- och ryggbesv\xE4r.",
        fr: "Renforcez les muscles du tronc et des hanches avec des exercices au sol. Un bon gainage vous aide \xE0 prot\xE9ger le ballon, \xE0 gagner vos duels et \xE0 \xE9viter les douleurs aux adducteurs et au dos.",
        pt: "Fortale\xE7a os m\xFAsculos \xE0 volta do tronco e da anca com exerc\xEDcios no ch\xE3o. Um tronco est\xE1vel ajuda-o a proteger a bola, ganhar duelos e evitar dores nas virilhas e nas costas."
      },
      steps: {
        en: [
          "Lay out a mat. Warm up with 2 minutes of cat-cow and hip circles on your hands and knees.",
          "Front plank 3 \xD7 30 seconds and side plank 3 \xD7 20 seconds per side, with 30 seconds of rest between sets.",
          "Dead bug 3 \xD7 8 per side and bird dog 3 \xD7 8 per side: move slowly and keep your lower back still.",
          "Short-lever Copenhagen plank: a side plank with your top knee on a bench or in your partner\u2019s hands, 3 \xD7 15 seconds per side, for the groin.",
          "Progression: plank with a shoulder tap on each side, or side plank while passing a ball from hand to hand."
        ],
        sv: [
          "L\xE4gg fram en matta. V\xE4rm upp i 2 minuter med katt och ko och h\xF6ftcirklar p\xE5 alla fyra.",
          "Planka 3 \xD7 30 sekunder och sidoplanka 3 \xD7 20 sekunder per sida, med 30 sekunders vila mellan seten.",
          "Dead bug 3 \xD7 8 per sida och f\xE5gelhund 3 \xD7 8 per sida: r\xF6r dig l\xE5ngsamt och h\xE5ll l\xE4ndryggen still.",
          "Copenhagen-planka med kort h\xE4varm: sidoplanka med det \xF6vre kn\xE4t p\xE5 en b\xE4nk eller i kompisens h\xE4nder, 3 \xD7 15 sekunder per sida, f\xF6r ljumskarna.",
          "Progression: planka med axeltapp p\xE5 varje sida, eller sidoplanka d\xE4r du f\xF6r en boll fr\xE5n hand till hand."
        ],
        fr: [
          "Installez un tapis. \xC9chauffez-vous 2 minutes \xE0 quatre pattes : dos rond, dos creux et cercles de hanches.",
          "Gainage face au sol 3 \xD7 30 secondes et gainage lat\xE9ral 3 \xD7 20 secondes par c\xF4t\xE9, avec 30 secondes de r\xE9cup\xE9ration entre les s\xE9ries.",
          "Dead bug 3 \xD7 8 par c\xF4t\xE9 et bird dog 3 \xD7 8 par c\xF4t\xE9 : bougez lentement et gardez le bas du dos immobile.",
          "Gainage Copenhague en bras de levier court : gainage lat\xE9ral avec le genou du dessus pos\xE9 sur un banc ou dans les mains de votre partenaire, 3 \xD7 15 secondes par c\xF4t\xE9, pour les adducteurs.",
          "Progression : gainage avec toucher d\u2019\xE9paule de chaque c\xF4t\xE9, ou gainage lat\xE9ral en passant un ballon d\u2019une main \xE0 l\u2019autre."
        ],
        pt: [
          "Estenda um tapete. Aque\xE7a durante 2 minutos em quatro apoios: costas arredondadas e arqueadas e c\xEDrculos de anca.",
          "Prancha frontal 3 \xD7 30 segundos e prancha lateral 3 \xD7 20 segundos de cada lado, com 30 segundos de descanso entre s\xE9ries.",
          "Dead bug 3 \xD7 8 de cada lado e bird dog 3 \xD7 8 de cada lado: mova-se devagar e mantenha a zona lombar im\xF3vel.",
          "Prancha de Copenhaga com alavanca curta: prancha lateral com o joelho de cima num banco ou nas m\xE3os do colega, 3 \xD7 15 segundos de cada lado, para os adutores.",
          "Progress\xE3o: prancha com toque no ombro de cada lado, ou prancha lateral a passar uma bola de uma m\xE3o para a outra."
        ]
      },
      coachingPoints: {
        en: [
          "A straight line from head to heels in every plank.",
          "Breathe normally; do not hold your breath.",
          "Stop the set if your lower back sags or hurts."
        ],
        sv: [
          "Rak linje fr\xE5n huvud till h\xE4lar i varje planka.",
          "Andas normalt; h\xE5ll inte andan.",
          "Avbryt setet om l\xE4ndryggen sjunker eller g\xF6r ont."
        ],
        fr: [
          "Corps align\xE9 de la t\xEAte aux talons \xE0 chaque gainage.",
          "Respirez normalement ; ne bloquez pas votre respiration.",
          "Arr\xEAtez la s\xE9rie si le bas du dos s\u2019affaisse ou fait mal."
        ],
        pt: [
          "Linha reta da cabe\xE7a aos calcanhares em cada prancha.",
          "Respire normalmente; n\xE3o sustenha a respira\xE7\xE3o.",
          "Pare a s\xE9rie se a zona lombar descair ou doer."
        ]
      },
      durationMinutes: 25,
      equipment: ["mat", "partner", "ball"],
      videoUrl: null
    },
    {
      key: "b3-mobility-and-recovery",
      title: {
        en: "Mobility and recovery in the growth spurt",
        sv: "R\xF6rlighet och \xE5terh\xE4mtning under tillv\xE4xten",
        fr: "Mobilit\xE9 et r\xE9cup\xE9ration pendant la croissance",
        pt: "Mobilidade e recupera\xE7\xE3o no pico de crescimento"
      },
      description: {
        en: "A calm session of mobility, stretching and self-checks for the days after hard training or matches. During a growth spurt, muscles get tight and knees and heels can hurt, so recovery is part of getting faster.",
        sv: "Ett lugnt pass med r\xF6rlighet, stretching och egenkontroll f\xF6r dagarna efter h\xE5rda tr\xE4ningar eller matcher. Under tillv\xE4xtspurten blir musklerna stela och kn\xE4n och h\xE4lar kan g\xF6ra ont, s\xE5 \xE5terh\xE4mtning \xE4r en del av att bli snabbare.",
        fr: "Une s\xE9ance calme de mobilit\xE9, d\u2019\xE9tirements et d\u2019autocontr\xF4le pour les jours qui suivent un entra\xEEnement ou un match difficile. Pendant la pouss\xE9e de croissance, les muscles se raidissent et les genoux ou les talons peuvent faire mal : bien r\xE9cup\xE9rer fait partie du travail de vitesse.",
        pt: "Um treino calmo de mobilidade, alongamentos e autoavalia\xE7\xE3o para os dias a seguir a treinos ou jogos exigentes. Durante o pico de crescimento os m\xFAsculos ficam tensos e os joelhos e calcanhares podem doer, por isso recuperar tamb\xE9m faz parte de ficar mais r\xE1pido."
      },
      steps: {
        en: [
          "Walk or cycle easily for 5 minutes.",
          "Mobility: hip openers (10 per side), deep lunge with rotation (5 per side) and ankle rocks against a wall (10 per side).",
          "Stretch and hold for 30 seconds, twice each: front of the thigh, hip flexor, hamstring, calf and groin.",
          "Self-check: write down your height every month, your hours of sleep and any pain (0\u201310) in the knee, heel or back. Tell your coach if the pain is above 3 or lasts more than a week.",
          "Finish with 5 minutes of easy juggling or wall passes, with no sprints or jumps."
        ],
        sv: [
          "G\xE5 eller cykla lugnt i 5 minuter.",
          "R\xF6rlighet: h\xF6ft\xF6ppnare (10 per sida), djupt utfall med rotation (5 per sida) och fotledsgungningar mot en v\xE4gg (10 per sida).",
          "Stretcha och h\xE5ll i 30 sekunder, tv\xE5 g\xE5nger var: framsida l\xE5r, h\xF6ftb\xF6jare, baksida l\xE5r, vad och ljumske.",
          "Egenkontroll: skriv ner din l\xE4ngd varje m\xE5nad, hur m\xE5nga timmar du sover och eventuell sm\xE4rta (0\u201310) i kn\xE4, h\xE4l eller rygg. Ber\xE4tta f\xF6r din tr\xE4nare om sm\xE4rtan \xE4r \xF6ver 3 eller sitter i mer \xE4n en vecka.",
          "Avsluta med 5 minuter l\xE4tt jonglering eller passningar mot v\xE4gg, utan sprinter eller hopp."
        ],
        fr: [
          "Marchez ou p\xE9dalez tranquillement pendant 5 minutes.",
          "Mobilit\xE9 : ouvertures de hanche (10 par c\xF4t\xE9), fente profonde avec rotation (5 par c\xF4t\xE9) et flexions de cheville contre un mur (10 par c\xF4t\xE9).",
          "\xC9tirez-vous en tenant 30 secondes, deux fois chacun : quadriceps, fl\xE9chisseur de hanche, ischio-jambiers, mollet et adducteurs.",
          "Autocontr\xF4le : notez votre taille chaque mois, vos heures de sommeil et toute douleur (de 0 \xE0 10) au genou, au talon ou au dos. Pr\xE9venez votre entra\xEEneur si la douleur d\xE9passe 3 ou dure plus d\u2019une semaine.",
          "Terminez par 5 minutes de jonglage facile ou de passes contre un mur, sans sprint ni saut."
        ],
        pt: [
          "Caminhe ou pedale devagar durante 5 minutos.",
          "Mobilidade: aberturas da anca (10 de cada lado), afundo profundo com rota\xE7\xE3o (5 de cada lado) e flex\xF5es do tornozelo contra uma parede (10 de cada lado).",
          "Alongue e mantenha 30 segundos, duas vezes cada: parte da frente da coxa, flexor da anca, isquiotibiais, g\xE9meo e adutores.",
          "Autoavalia\xE7\xE3o: registe a sua altura todos os meses, as horas de sono e qualquer dor (0\u201310) no joelho, no calcanhar ou nas costas. Avise o seu treinador se a dor passar de 3 ou durar mais de uma semana.",
          "Termine com 5 minutos de toques de bola suaves ou passes contra a parede, sem sprints nem saltos."
        ]
      },
      coachingPoints: {
        en: [
          "A stretch should feel like a pull, never like pain.",
          "Sleep 8\u201310 hours: that is when your body recovers and grows.",
          "After a growth spurt, reduce sprints and jumps for a while and build up again slowly."
        ],
        sv: [
          "Stretching ska k\xE4nnas som ett drag, aldrig som sm\xE4rta.",
          "Sov 8\u201310 timmar: det \xE4r d\xE5 kroppen \xE5terh\xE4mtar sig och v\xE4xer.",
          "Efter en tillv\xE4xtspurt: minska sprinter och hopp ett tag och bygg upp l\xE5ngsamt igen."
        ],
        fr: [
          "Un \xE9tirement doit tirer, jamais faire mal.",
          "Dormez 8 \xE0 10 heures : c\u2019est \xE0 ce moment que votre corps r\xE9cup\xE8re et grandit.",
          "Apr\xE8s une pouss\xE9e de croissance, r\xE9duisez les sprints et les sauts quelque temps et reprenez progressivement."
        ],
        pt: [
          "O alongamento deve puxar, nunca doer.",
          "Durma 8\u201310 horas: \xE9 nessa altura que o corpo recupera e cresce.",
          "Depois de um pico de crescimento, reduza os sprints e os saltos durante algum tempo e volte a aumentar aos poucos."
        ]
      },
      durationMinutes: 30,
      equipment: ["mat", "wall", "ball"],
      videoUrl: null
    },
    {
      key: "b3-defender-1v1-jockey",
      title: {
        en: "Defend the 1v1: jockey and show outside",
        sv: "F\xF6rsvara 1 mot 1: backa och styr ut\xE5t",
        fr: "D\xE9fendre en 1 contre 1 : temporiser et orienter",
        pt: "Defender o 1 contra 1: temporizar e orientar para fora"
      },
      description: {
        en: "Learn the defender\u2019s footwork: close down, get side-on and steer the attacker away from goal. Patient 1v1 defending is the base of every back line.",
        sv: "L\xE4r dig f\xF6rsvararens fotarbete: g\xE5 i press, st\xE5 snett och styr anfallaren bort fr\xE5n m\xE5l. T\xE5lmodigt f\xF6rsvarsspel 1 mot 1 \xE4r grunden i varje backlinje.",
        fr: "Apprenez le jeu de jambes du d\xE9fenseur : fermer vite, se placer de profil et orienter l\u2019attaquant loin du but. La patience en 1 contre 1 est la base de toute ligne d\xE9fensive.",
        pt: "Aprenda o trabalho de p\xE9s do defesa: aproximar-se depressa, colocar-se de lado e orientar o atacante para longe da baliza. Defender o 1 contra 1 com paci\xEAncia \xE9 a base de qualquer linha defensiva."
      },
      steps: {
        en: [
          "Mark a channel 10 m wide and 20 m long with a cone gate at each end. Your partner starts with the ball at one end, you at the other.",
          "Shadow first: your partner dribbles slowly; you close down fast, brake 2 m in front of them and shuffle backwards side-on. 6 repetitions, no tackling.",
          "Show them outside: stand slightly on the inside so they can only go down the line. Tackle only when the ball gets too far from their foot. 3 \xD7 4 repetitions.",
          "Live 1v1: your partner tries to dribble through your gate, you try to win the ball and pass through theirs. 6 \xD7 30 seconds, 60 seconds rest."
        ],
        sv: [
          "Markera en korridor som \xE4r 10 m bred och 20 m l\xE5ng med ett konm\xE5l i varje \xE4nde. Din kompis startar med boll i ena \xE4nden, du i den andra.",
          "Skuggning f\xF6rst: kompisen dribblar l\xE5ngsamt; du g\xE5r i press snabbt, bromsar 2 m framf\xF6r och backar snett med sidsteg. 6 repetitioner, inga tacklingar.",
          "Styr ut\xE5t: st\xE5 lite p\xE5 insidan s\xE5 att kompisen bara kan g\xE5 l\xE4ngs linjen. Tackla bara n\xE4r bollen kommer f\xF6r l\xE5ngt fr\xE5n kompisens fot. 3 \xD7 4 repetitioner.",
          "Spel 1 mot 1: kompisen f\xF6rs\xF6ker dribbla genom ditt konm\xE5l och du f\xF6rs\xF6ker vinna bollen och passa genom kompisens. 6 \xD7 30 sekunder, 60 sekunders vila."
        ],
        fr: [
          "D\xE9limitez un couloir de 10 m de large et 20 m de long avec une porte de plots \xE0 chaque extr\xE9mit\xE9. Votre partenaire part avec le ballon \xE0 un bout, vous \xE0 l\u2019autre.",
          "D\u2019abord sans duel : votre partenaire conduit lentement ; vous fermez vite, freinez 2 m devant lui et reculez de profil en pas chass\xE9s. 6 r\xE9p\xE9titions, sans tacler.",
          "Orientez vers l\u2019ext\xE9rieur : placez-vous l\xE9g\xE8rement \xE0 l\u2019int\xE9rieur pour qu\u2019il ne puisse partir que le long de la ligne. N\u2019intervenez que lorsque le ballon s\u2019\xE9loigne trop de son pied. 3 \xD7 4 r\xE9p\xE9titions.",
          "1 contre 1 r\xE9el : votre partenaire tente de franchir votre porte balle au pied, vous tentez de r\xE9cup\xE9rer et de passer dans la sienne. 6 \xD7 30 secondes, 60 secondes de r\xE9cup\xE9ration."
        ],
        pt: [
          "Marque um corredor de 10 m de largura e 20 m de comprimento com uma baliza de cones em cada ponta. O seu colega come\xE7a com bola numa ponta, voc\xEA na outra.",
          "Primeiro sem disputa: o seu colega conduz devagar; voc\xEA aproxima-se depressa, trava 2 m \xE0 frente dele e recua de lado com passos laterais. 6 repeti\xE7\xF5es, sem desarmes.",
          "Orientar para fora: coloque-se ligeiramente por dentro para que ele s\xF3 possa seguir junto \xE0 linha. S\xF3 tente o desarme quando a bola se afastar demasiado do p\xE9 dele. 3 \xD7 4 repeti\xE7\xF5es.",
          "1 contra 1 a s\xE9rio: o seu colega tenta passar pela sua baliza em condu\xE7\xE3o, voc\xEA tenta recuperar a bola e passar pela dele. 6 \xD7 30 segundos, 60 segundos de descanso."
        ]
      },
      coachingPoints: {
        en: [
          "Sprint to close down, then brake with small steps.",
          "Side-on, low and on your toes, about an arm\u2019s length away.",
          "Watch the ball, not the attacker\u2019s tricks."
        ],
        sv: [
          "Sprinta i pressen och bromsa sedan med korta steg.",
          "Snett, l\xE5gt och p\xE5 t\xE5, ungef\xE4r en arml\xE4ngd bort.",
          "Titta p\xE5 bollen, inte p\xE5 anfallarens finter."
        ],
        fr: [
          "Sprintez pour fermer, puis freinez avec de petits appuis.",
          "De profil, fl\xE9chi et sur l\u2019avant des pieds, \xE0 environ une longueur de bras.",
          "Regardez le ballon, pas les feintes de l\u2019attaquant."
        ],
        pt: [
          "Corra para fechar e depois trave com passos curtos.",
          "De lado, baixo e na ponta dos p\xE9s, a cerca de um bra\xE7o de dist\xE2ncia.",
          "Olhe para a bola, n\xE3o para as fintas do atacante."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-midfielder-turn",
      title: {
        en: "Midfielder: turn in tight spaces",
        sv: "Mittf\xE4ltare: v\xE4nd p\xE5 liten yta",
        fr: "Milieu : se retourner dans les petits espaces",
        pt: "M\xE9dio: rodar em espa\xE7os curtos"
      },
      description: {
        en: "Receive with pressure behind you and turn with hook turns, drag-backs and the Cruyff turn. Midfielders who can turn keep the ball moving forward through the centre.",
        sv: "Ta emot med press i ryggen och v\xE4nd med krokv\xE4ndning, dragv\xE4ndning och Cruyffv\xE4ndning. Mittf\xE4ltare som kan v\xE4nda h\xE5ller bollen p\xE5 v\xE4g fram\xE5t genom mitten.",
        fr: "Recevez avec un adversaire dans le dos et retournez-vous par un crochet, un r\xE2teau ou une feinte de Cruyff. Un milieu qui sait se retourner fait avancer le jeu par l\u2019axe.",
        pt: "Receba com press\xE3o nas costas e rode com recortes, puxadas de sola e a finta de Cruyff. M\xE9dios que sabem rodar mant\xEAm a bola a progredir pelo corredor central."
      },
      steps: {
        en: [
          "Make a 10 \xD7 10 m square with a cone gate in the middle of each side. Stand in the centre; your partner passes from outside the square.",
          "Check away from the ball, then come to meet it. Turn with the inside of the foot and dribble out through the gate opposite the pass. 10 turns.",
          "Add a new turn each round: outside hook, drag-back, Cruyff turn. 8 repetitions of each, using both feet.",
          "Progression: after passing, your partner steps into the square behind you as pressure. If they are tight, lay it off; if there is space, turn. 3 \xD7 2 minutes.",
          "Finish with 2 minutes of continuous play: receive, turn and pass to your partner, who has moved to a new gate."
        ],
        sv: [
          "G\xF6r en ruta p\xE5 10 \xD7 10 m med ett konm\xE5l mitt p\xE5 varje sida. St\xE5 i mitten; din kompis passar utifr\xE5n rutan.",
          "G\xE5 bort fr\xE5n bollen och kom sedan emot den. V\xE4nd med insidan och dribbla ut genom konm\xE5let mittemot passningen. 10 v\xE4ndningar.",
          "L\xE4gg till en ny v\xE4ndning varje omg\xE5ng: krokv\xE4ndning med utsidan, dragv\xE4ndning och Cruyffv\xE4ndning. 8 repetitioner av varje, med b\xE5da f\xF6tterna.",
          "Progression: efter passningen kliver kompisen in bakom dig som press. \xC4r kompisen t\xE4tt p\xE5 spelar du tillbaka; finns det yta v\xE4nder du. 3 \xD7 2 minuter.",
          "Avsluta med 2 minuter oavbrutet spel: ta emot, v\xE4nd och passa till kompisen, som har flyttat till ett nytt konm\xE5l."
        ],
        fr: [
          "Formez un carr\xE9 de 10 \xD7 10 m avec une porte de plots au milieu de chaque c\xF4t\xE9. Placez-vous au centre ; votre partenaire passe depuis l\u2019ext\xE9rieur du carr\xE9.",
          "Faites un appel-contre-appel, puis venez au-devant du ballon. Retournez-vous avec l\u2019int\xE9rieur du pied et sortez balle au pied par la porte oppos\xE9e \xE0 la passe. 10 retournements.",
          "Ajoutez un geste \xE0 chaque s\xE9rie : crochet de l\u2019ext\xE9rieur, r\xE2teau, Cruyff. 8 r\xE9p\xE9titions de chaque, des deux pieds.",
          "Progression : apr\xE8s sa passe, votre partenaire entre dans le carr\xE9 derri\xE8re vous pour mettre la pression. S\u2019il est au contact, remettez ; s\u2019il y a de l\u2019espace, retournez-vous. 3 \xD7 2 minutes.",
          "Terminez par 2 minutes de jeu continu : recevoir, se retourner et passer \xE0 votre partenaire, qui s\u2019est plac\xE9 devant une nouvelle porte."
        ],
        pt: [
          "Fa\xE7a um quadrado de 10 \xD7 10 m com uma baliza de cones a meio de cada lado. Fique no centro; o seu colega passa de fora do quadrado.",
          "Afaste-se da bola e depois venha ao encontro dela. Rode com a parte interior do p\xE9 e saia em condu\xE7\xE3o pela baliza oposta ao passe. 10 rota\xE7\xF5es.",
          "Acrescente um gesto em cada s\xE9rie: recorte com a parte exterior, puxada de sola, finta de Cruyff. 8 repeti\xE7\xF5es de cada, com os dois p\xE9s.",
          "Progress\xE3o: depois do passe, o seu colega entra no quadrado atr\xE1s de si a pressionar. Se estiver encostado, devolva; se houver espa\xE7o, rode. 3 \xD7 2 minutos.",
          "Termine com 2 minutos de jogo cont\xEDnuo: receber, rodar e passar ao colega, que entretanto mudou para outra baliza."
        ]
      },
      coachingPoints: {
        en: [
          "Scan before the ball arrives to know where the pressure is.",
          "Use your body as a shield between the opponent and the ball.",
          "Explode out of the turn with two quick touches."
        ],
        sv: [
          "Scanna innan bollen kommer s\xE5 att du vet var pressen \xE4r.",
          "Anv\xE4nd kroppen som skydd mellan motst\xE5ndaren och bollen.",
          "Explodera ut ur v\xE4ndningen med tv\xE5 snabba tillslag."
        ],
        fr: [
          "Prenez l\u2019information avant l\u2019arriv\xE9e du ballon pour savoir o\xF9 est la pression.",
          "Utilisez votre corps comme \xE9cran entre l\u2019adversaire et le ballon.",
          "Sortez du retournement avec deux touches rapides."
        ],
        pt: [
          "Observe antes de a bola chegar para saber onde est\xE1 a press\xE3o.",
          "Use o corpo como escudo entre o advers\xE1rio e a bola.",
          "Saia da rota\xE7\xE3o com dois toques r\xE1pidos."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-forward-movement-finishing",
      title: {
        en: "Forward: lose your marker and finish",
        sv: "Anfallare: bli av med din f\xF6rsvarare och avsluta",
        fr: "Attaquant : se d\xE9marquer et conclure",
        pt: "Avan\xE7ado: desmarcar-se e finalizar"
      },
      description: {
        en: "Make the runs a striker needs (check away, spin in behind, attack the near post) and finish with one or two touches. Good movement creates the chance; calm finishing takes it.",
        sv: "G\xF6r de l\xF6pningar en anfallare beh\xF6ver (g\xE5 bort, l\xF6p i djupled, attackera f\xF6rsta stolpen) och avsluta p\xE5 ett eller tv\xE5 tillslag. Bra r\xF6relse skapar chansen, ett lugnt avslut tar den.",
        fr: "Faites les appels dont un attaquant a besoin (contre-appel, appel en profondeur, attaque du premier poteau) et concluez en une ou deux touches. Le bon appel cr\xE9e l\u2019occasion, la finition calme la transforme.",
        pt: "Fa\xE7a as desmarca\xE7\xF5es de que um avan\xE7ado precisa (afastar-se, atacar a profundidade, atacar o primeiro poste) e finalize com um ou dois toques. Um bom movimento cria a oportunidade; uma finaliza\xE7\xE3o calma aproveita-a."
      },
      steps: {
        en: [
          "Place a cone (your marker) 18 m from goal. Your partner stands 25 m from goal with several balls.",
          "Check and spin: jog towards your partner, then spin off the cone\u2019s shoulder and sprint in behind. Your partner plays the ball into space; finish in two touches. 8 repetitions.",
          "Come short: move towards your partner, receive on the half-turn past the cone and shoot from 16\u201318 m. 8 repetitions, alternating feet.",
          "Near-post run: your partner plays a low ball in from the side; curve your run to the near post and finish first time. 8 repetitions.",
          'Stay onside: your partner calls "now" as they pass; a run that starts before the call does not count.'
        ],
        sv: [
          "St\xE4ll en kon (din f\xF6rsvarare) 18 m fr\xE5n m\xE5l. Din kompis st\xE5r 25 m fr\xE5n m\xE5l med flera bollar.",
          "G\xE5 bort och l\xF6p i djupled: jogga mot kompisen, v\xE4nd sedan runt konen och sprinta i djupled. Kompisen spelar bollen i ytan; avsluta p\xE5 tv\xE5 tillslag. 8 repetitioner.",
          "Kom kort: g\xE5 mot kompisen, ta emot halvv\xE4nd f\xF6rbi konen och skjut fr\xE5n 16\u201318 m. 8 repetitioner med v\xE4xlande fot.",
          "L\xF6pning mot f\xF6rsta stolpen: kompisen sl\xE5r en l\xE5g boll fr\xE5n sidan; l\xF6p i en b\xE5ge mot f\xF6rsta stolpen och avsluta direkt. 8 repetitioner.",
          'Undvik offside: kompisen ropar "nu" n\xE4r passningen sl\xE5s; en l\xF6pning som startar f\xF6re ropet r\xE4knas inte.'
        ],
        fr: [
          "Placez un plot (votre d\xE9fenseur) \xE0 18 m du but. Votre partenaire se tient \xE0 25 m du but avec plusieurs ballons.",
          "Appel-contre-appel : trottinez vers votre partenaire, puis pivotez dans le dos du plot et sprintez en profondeur. Votre partenaire joue dans l\u2019espace ; concluez en deux touches. 8 r\xE9p\xE9titions.",
          "Appel en soutien : venez vers votre partenaire, recevez le corps ouvert en d\xE9passant le plot et frappez de 16\u201318 m. 8 r\xE9p\xE9titions en alternant les pieds.",
          "Appel au premier poteau : votre partenaire joue un ballon bas depuis le c\xF4t\xE9 ; courez en courbe vers le premier poteau et concluez en une touche. 8 r\xE9p\xE9titions.",
          "Restez en jeu : votre partenaire dit \xAB maintenant \xBB au moment de la passe ; un appel lanc\xE9 avant ne compte pas."
        ],
        pt: [
          "Coloque um cone (o seu marcador) a 18 m da baliza. O seu colega fica a 25 m da baliza com v\xE1rias bolas.",
          "Fingir e atacar a profundidade: corra devagar na dire\xE7\xE3o do colega, depois rode nas costas do cone e acelere em profundidade. O colega joga a bola no espa\xE7o; finalize em dois toques. 8 repeti\xE7\xF5es.",
          "Vir curto: aproxime-se do colega, receba de lado ao passar o cone e remate de 16\u201318 m. 8 repeti\xE7\xF5es, alternando o p\xE9.",
          "Desmarca\xE7\xE3o ao primeiro poste: o seu colega faz um passe rasteiro vindo do lado; corra em curva para o primeiro poste e finalize de primeira. 8 repeti\xE7\xF5es.",
          'N\xE3o fique em fora de jogo: o colega diz "agora" no momento do passe; uma desmarca\xE7\xE3o que come\xE7a antes n\xE3o conta.'
        ]
      },
      coachingPoints: {
        en: [
          "Move away before you come towards: create the space first.",
          "Time your run with the passer\u2019s head going down to the ball.",
          "Hit the target: low, placed shots across the goalkeeper."
        ],
        sv: [
          "G\xE5 bort innan du kommer emot: skapa ytan f\xF6rst.",
          "Tajma l\xF6pningen med att passarens huvud g\xE5r ner mot bollen.",
          "Tr\xE4ffa m\xE5let: l\xE5ga, placerade skott mot bortre h\xF6rnet."
        ],
        fr: [
          "\xC9loignez-vous avant de venir : cr\xE9ez d\u2019abord l\u2019espace.",
          "D\xE9clenchez l\u2019appel quand le passeur baisse la t\xEAte vers le ballon.",
          "Cadrez : frappes basses et plac\xE9es \xE0 l\u2019oppos\xE9 du gardien."
        ],
        pt: [
          "Afaste-se antes de vir: crie primeiro o espa\xE7o.",
          "Arranque quando quem passa baixa a cabe\xE7a para a bola.",
          "Acerte na baliza: remates rasteiros e colocados para o lado contr\xE1rio do guarda-redes."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-goalkeeper-basics",
      title: {
        en: "Goalkeeper: set position, handling and low dives",
        sv: "M\xE5lvakt: grundposition, grepp och l\xE5ga r\xE4ddningar",
        fr: "Gardien : position de base, prise de balle et plongeons au sol",
        pt: "Guarda-redes: posi\xE7\xE3o base, encaixe e voos baixos"
      },
      description: {
        en: "Train the goalkeeper\u2019s basics with a partner: ready position, safe catching and diving to the side. Every player at this age should try playing in goal, and keepers need extra repetitions.",
        sv: "Tr\xE4na m\xE5lvaktens grunder med en kompis: grundposition, s\xE4kra grepp och att kasta sig \xE5t sidan. Alla spelare i den h\xE4r \xE5ldern b\xF6r prova att st\xE5 i m\xE5l, och m\xE5lvakter beh\xF6ver extra repetitioner.",
        fr: "Travaillez les bases du gardien avec un partenaire : position d\u2019attente, prises de balle s\xFBres et plongeons sur le c\xF4t\xE9. \xC0 cet \xE2ge, chaque joueur devrait essayer le poste, et les gardiens ont besoin de r\xE9p\xE9titions suppl\xE9mentaires.",
        pt: "Treine as bases do guarda-redes com um colega: posi\xE7\xE3o base, encaixes seguros e voos para o lado. Nesta idade, todos os jogadores devem experimentar a baliza, e os guarda-redes precisam de repeti\xE7\xF5es extra."
      },
      steps: {
        en: [
          "Use a goal or two cones 5 m apart. Warm up with 20 catches from your partner\u2019s throws: chest height (W-shaped hands), then low (scoop) and high.",
          "Set position: your partner dribbles towards you and shoots from 10 m; be set, feet shoulder-width apart, as they strike. 10 shots.",
          "Low dives from kneeling on a mat or soft grass: your partner rolls the ball to your side; dive and catch with one hand behind the ball and one on top. 2 \xD7 6 per side.",
          "Progression: from standing, step to the side and dive, then get up quickly for a second shot. 2 \xD7 5 per side.",
          "Finish with distribution: 10 throws (rolled and overarm) and 10 kicks to a target cone 25 m away."
        ],
        sv: [
          "Anv\xE4nd ett m\xE5l eller tv\xE5 koner med 5 m mellanrum. V\xE4rm upp med 20 bollar som kompisen kastar: i br\xF6sth\xF6jd (W-grepp), sedan l\xE5ga och h\xF6ga.",
          "Grundposition: kompisen dribblar mot dig och skjuter fr\xE5n 10 m; st\xE5 stilla med f\xF6tterna axelbrett is\xE4r n\xE4r skottet kommer. 10 skott.",
          "L\xE5ga r\xE4ddningar fr\xE5n kn\xE4st\xE5ende p\xE5 en matta eller mjukt gr\xE4s: kompisen rullar bollen \xE5t sidan; kasta dig och greppa med en hand bakom bollen och en ovanp\xE5. 2 \xD7 6 per sida.",
          "Progression: fr\xE5n st\xE5ende, ta ett steg \xE5t sidan och kasta dig, res dig sedan snabbt f\xF6r ett andra skott. 2 \xD7 5 per sida.",
          "Avsluta med utspel: 10 utkast (rullade och \xF6verhand) och 10 utsparkar mot en kon 25 m bort."
        ],
        fr: [
          "Utilisez un but ou deux plots espac\xE9s de 5 m. \xC9chauffez-vous avec 20 ballons lanc\xE9s par votre partenaire : \xE0 hauteur de poitrine (mains en W), puis bas (en cuill\xE8re) et hauts.",
          "Position d\u2019attente : votre partenaire conduit vers vous et frappe \xE0 10 m ; soyez en appui, pieds \xE9cart\xE9s de la largeur des \xE9paules, au moment de la frappe. 10 frappes.",
          "Plongeons au sol depuis la position \xE0 genoux sur un tapis ou une herbe souple : votre partenaire fait rouler le ballon sur le c\xF4t\xE9 ; plongez, une main derri\xE8re le ballon et une dessus. 2 \xD7 6 de chaque c\xF4t\xE9.",
          "Progression : debout, faites un pas de c\xF4t\xE9 et plongez, puis relevez-vous vite pour une deuxi\xE8me frappe. 2 \xD7 5 de chaque c\xF4t\xE9.",
          "Terminez par les relances : 10 lancers (\xE0 ras de terre et par-dessus l\u2019\xE9paule) et 10 d\xE9gagements vers un plot \xE0 25 m."
        ],
        pt: [
          "Use uma baliza ou dois cones a 5 m um do outro. Aque\xE7a com 20 bolas lan\xE7adas pelo seu colega: \xE0 altura do peito (m\xE3os em W), depois baixas e altas.",
          "Posi\xE7\xE3o base: o seu colega conduz na sua dire\xE7\xE3o e remata a 10 m; esteja parado, com os p\xE9s \xE0 largura dos ombros, no momento do remate. 10 remates.",
          "Voos baixos a partir de joelhos, num tapete ou relva macia: o seu colega rola a bola para o lado; fa\xE7a o voo e agarre com uma m\xE3o atr\xE1s da bola e outra por cima. 2 \xD7 6 de cada lado.",
          "Progress\xE3o: de p\xE9, d\xEA um passo para o lado e fa\xE7a o voo, depois levante-se depressa para um segundo remate. 2 \xD7 5 de cada lado.",
          "Termine com a reposi\xE7\xE3o: 10 lan\xE7amentos (rasteiros e por cima do ombro) e 10 pontap\xE9s para um cone a 25 m."
        ]
      },
      coachingPoints: {
        en: [
          "Be still and balanced when the shot is struck.",
          "Hands behind the ball, eyes on it until it is safe in your hands.",
          "Dive forwards and to the side, never backwards."
        ],
        sv: [
          "St\xE5 stilla och i balans n\xE4r skottet sl\xE5s.",
          "H\xE4nderna bakom bollen och blicken p\xE5 den tills den sitter s\xE4kert i h\xE4nderna.",
          "Kasta dig fram\xE5t och \xE5t sidan, aldrig bak\xE5t."
        ],
        fr: [
          "Soyez immobile et \xE9quilibr\xE9 au moment de la frappe.",
          "Mains derri\xE8re le ballon, yeux dessus jusqu\u2019\xE0 ce qu\u2019il soit bloqu\xE9.",
          "Plongez vers l\u2019avant et sur le c\xF4t\xE9, jamais en arri\xE8re."
        ],
        pt: [
          "Esteja parado e equilibrado no momento do remate.",
          "M\xE3os atr\xE1s da bola e olhos nela at\xE9 a ter segura.",
          "Fa\xE7a o voo para a frente e para o lado, nunca para tr\xE1s."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "goal", "cones", "partner", "mat"],
      videoUrl: null
    },
    {
      key: "b3-pressing-angles",
      title: {
        en: "Press with the right angle",
        sv: "Pressa med r\xE4tt vinkel",
        fr: "Presser avec le bon angle",
        pt: "Pressionar com o \xE2ngulo certo"
      },
      description: {
        en: "Learn to press on a curved run that cuts off one passing option and pushes play where your team wants it. Pressing as a unit starts with each player\u2019s angle.",
        sv: "L\xE4r dig att pressa i en b\xE5ge som st\xE4nger ett passningsalternativ och styr spelet dit laget vill. Att pressa som lag b\xF6rjar med varje spelares vinkel.",
        fr: "Apprenez \xE0 presser en courbe pour fermer une option de passe et orienter le jeu l\xE0 o\xF9 votre \xE9quipe le veut. Le pressing collectif commence par l\u2019angle de chaque joueur.",
        pt: "Aprenda a pressionar em curva para fechar uma linha de passe e encaminhar o jogo para onde a sua equipa quer. A press\xE3o coletiva come\xE7a no \xE2ngulo de cada jogador."
      },
      steps: {
        en: [
          "Place two cones 15 m apart as opponents A and B. Your partner stands at A with the ball; you start 15 m away.",
          'Your partner passes between the cones, from A to B and back. Each time, sprint towards the receiving cone on a curve that puts you between it and the other cone (your "cover shadow"). 8 repetitions.',
          "Press a dribbler: your partner receives at B and tries to dribble to a gate on the inside. Press on a curve that forces them towards the touchline. 3 \xD7 4 repetitions.",
          "Trigger game: your partner shows a pressing trigger (a bad touch, a back pass, turning away); press only on the trigger and freeze otherwise. 2 \xD7 2 minutes."
        ],
        sv: [
          "St\xE4ll tv\xE5 koner 15 m is\xE4r som motst\xE5ndare A och B. Din kompis st\xE5r vid A med bollen; du startar 15 m bort.",
          'Kompisen passar mellan konerna, fr\xE5n A till B och tillbaka. Sprinta varje g\xE5ng mot den kon som tar emot, i en b\xE5ge som placerar dig mellan den och den andra konen (din "passningsskugga"). 8 repetitioner.',
          "Pressa en dribblare: kompisen tar emot vid B och f\xF6rs\xF6ker dribbla till ett konm\xE5l p\xE5 insidan. Pressa i en b\xE5ge som tvingar kompisen mot sidlinjen. 3 \xD7 4 repetitioner.",
          "Signalspel: kompisen visar en presssignal (ett d\xE5ligt tillslag, en bak\xE5tpassning, en v\xE4ndning bort); pressa bara p\xE5 signalen och st\xE5 still annars. 2 \xD7 2 minuter."
        ],
        fr: [
          "Placez deux plots \xE0 15 m l\u2019un de l\u2019autre : ce sont les adversaires A et B. Votre partenaire se tient en A avec le ballon ; vous partez \xE0 15 m.",
          "Votre partenaire passe entre les plots, de A vers B et retour. \xC0 chaque passe, sprintez vers le plot receveur en courbe pour vous placer entre lui et l\u2019autre plot (votre \xAB ombre de couverture \xBB). 8 r\xE9p\xE9titions.",
          "Presser un porteur : votre partenaire re\xE7oit en B et tente de conduire vers une porte plac\xE9e \xE0 l\u2019int\xE9rieur. Pressez en courbe pour l\u2019orienter vers la ligne de touche. 3 \xD7 4 r\xE9p\xE9titions.",
          "Jeu des signaux : votre partenaire donne un signal de pressing (mauvais contr\xF4le, passe en retrait, dos au jeu) ; pressez seulement au signal, sinon restez fig\xE9. 2 \xD7 2 minutes."
        ],
        pt: [
          "Coloque dois cones a 15 m um do outro: s\xE3o os advers\xE1rios A e B. O seu colega fica em A com a bola; voc\xEA parte a 15 m.",
          'O seu colega passa entre os cones, de A para B e de volta. De cada vez, corra para o cone que recebe em curva, ficando entre ele e o outro cone (a sua "sombra" de cobertura). 8 repeti\xE7\xF5es.',
          "Pressionar quem conduz: o seu colega recebe em B e tenta conduzir para uma baliza de cones por dentro. Pressione em curva para o obrigar a ir para a linha lateral. 3 \xD7 4 repeti\xE7\xF5es.",
          "Jogo dos sinais: o seu colega d\xE1 um sinal de press\xE3o (m\xE1 rece\xE7\xE3o, passe atr\xE1s, virar-se de costas); pressione s\xF3 no sinal e fique parado nos outros momentos. 2 \xD7 2 minutos."
        ]
      },
      coachingPoints: {
        en: [
          "Curve your run: block the pass behind you with your body.",
          "Press fast, but slow down in the last 2 m to stay on your feet.",
          "Press on a trigger, not all the time."
        ],
        sv: [
          "L\xF6p i en b\xE5ge: st\xE4ng passningen bakom dig med kroppen.",
          "Pressa snabbt men bromsa de sista 2 m s\xE5 att du st\xE5r kvar p\xE5 f\xF6tterna.",
          "Pressa p\xE5 en signal, inte hela tiden."
        ],
        fr: [
          "Courez en courbe : fermez la passe derri\xE8re vous avec votre corps.",
          "Pressez vite, mais ralentissez dans les 2 derniers m\xE8tres pour rester sur vos appuis.",
          "Pressez sur un signal, pas tout le temps."
        ],
        pt: [
          "Corra em curva: feche o passe atr\xE1s de si com o corpo.",
          "Pressione depressa, mas abrande nos \xFAltimos 2 m para n\xE3o perder o equil\xEDbrio.",
          "Pressione a um sinal, n\xE3o o tempo todo."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-compact-shift-shadow",
      title: {
        en: "Stay compact: shift with the ball",
        sv: "Var kompakt: f\xF6rflytta dig med bollen",
        fr: "Rester compact : coulisser avec le ballon",
        pt: "Ficar compacto: bascular com a bola"
      },
      description: {
        en: "Practise where to stand without the ball as the ball moves: press, cover or balance. A compact team leaves no space between its players or between its lines.",
        sv: "Tr\xE4na var du ska st\xE5 utan boll n\xE4r bollen flyttas: pressa, t\xE4cka eller balansera. Ett kompakt lag l\xE4mnar ingen yta mellan spelarna eller mellan lagdelarna.",
        fr: "Travaillez votre placement sans ballon quand le ballon se d\xE9place : presser, couvrir ou \xE9quilibrer. Une \xE9quipe compacte ne laisse aucun espace entre ses joueurs ni entre ses lignes.",
        pt: "Treine onde se posicionar sem bola quando a bola se desloca: pressionar, fazer cobertura ou equilibrar. Uma equipa compacta n\xE3o deixa espa\xE7o entre os jogadores nem entre as linhas."
      },
      steps: {
        en: [
          "Mark a zone 30 m wide with 5 cones in a line (every 7.5 m), like the positions across a back four or a midfield line. Your position cone is the middle one.",
          "Your partner stands 20 m in front and moves a ball to different spots along the zone. When the ball is in front of you, step up and press; when it is one zone away, cover behind the imaginary teammate; when it is far away, tuck in towards the centre.",
          "Do 3 \xD7 2 minutes; your partner moves the ball every 3\u20135 seconds. Shuffle sideways and never cross your feet.",
          "Progression: your partner passes the ball to a parent or against a wall instead of carrying it; you must be in position before the ball arrives.",
          'Talk as you move: say "press", "cover" or "hold" out loud every time.'
        ],
        sv: [
          "Markera en zon som \xE4r 30 m bred med 5 koner p\xE5 en linje (var 7,5 m), som positionerna i en backfyra eller en mittf\xE4ltslinje. Din positionskon \xE4r den i mitten.",
          "Din kompis st\xE5r 20 m framf\xF6r och flyttar en boll till olika platser l\xE4ngs zonen. N\xE4r bollen \xE4r framf\xF6r dig kliver du upp och pressar; n\xE4r den \xE4r en zon bort t\xE4cker du bakom den t\xE4nkta lagkamraten; n\xE4r den \xE4r l\xE5ngt bort drar du dig in mot mitten.",
          "G\xF6r 3 \xD7 2 minuter; kompisen flyttar bollen var 3\u20135 sekund. F\xF6rflytta dig med sidsteg och korsa aldrig f\xF6tterna.",
          "Progression: kompisen passar bollen till en f\xF6r\xE4lder eller mot en v\xE4gg i st\xE4llet f\xF6r att b\xE4ra den; du ska vara p\xE5 plats innan bollen kommer fram.",
          'Prata n\xE4r du r\xF6r dig: s\xE4g "press", "t\xE4ck" eller "h\xE5ll" h\xF6gt varje g\xE5ng.'
        ],
        fr: [
          "D\xE9limitez une zone de 30 m de large avec 5 plots align\xE9s (tous les 7,5 m), comme les postes d\u2019une d\xE9fense \xE0 quatre ou d\u2019une ligne de milieux. Votre plot de poste est celui du centre.",
          "Votre partenaire se tient \xE0 20 m devant et d\xE9place un ballon le long de la zone. Quand le ballon est face \xE0 vous, sortez presser ; quand il est dans la zone voisine, couvrez derri\xE8re le co\xE9quipier imaginaire ; quand il est loin, resserrez vers l\u2019axe.",
          "Faites 3 \xD7 2 minutes ; votre partenaire d\xE9place le ballon toutes les 3 \xE0 5 secondes. D\xE9placez-vous en pas chass\xE9s, sans jamais croiser les pieds.",
          "Progression : votre partenaire passe le ballon \xE0 un parent ou contre un mur au lieu de le porter ; vous devez \xEAtre en place avant l\u2019arriv\xE9e du ballon.",
          "Parlez en bougeant : dites \xAB presse \xBB, \xAB couvre \xBB ou \xAB tiens \xBB \xE0 voix haute \xE0 chaque fois."
        ],
        pt: [
          "Marque uma zona de 30 m de largura com 5 cones em linha (a cada 7,5 m), como as posi\xE7\xF5es de uma defesa a quatro ou de uma linha de m\xE9dios. O seu cone \xE9 o do meio.",
          "O seu colega fica 20 m \xE0 frente e leva uma bola para v\xE1rios pontos ao longo da zona. Quando a bola est\xE1 \xE0 sua frente, saia a pressionar; quando est\xE1 na zona ao lado, fa\xE7a a cobertura atr\xE1s do colega imagin\xE1rio; quando est\xE1 longe, feche para o centro.",
          "Fa\xE7a 3 \xD7 2 minutos; o colega muda a bola de s\xEDtio a cada 3\u20135 segundos. Desloque-se com passos laterais, sem nunca cruzar os p\xE9s.",
          "Progress\xE3o: o seu colega passa a bola a um dos pais ou contra uma parede em vez de a levar; tem de estar em posi\xE7\xE3o antes de a bola chegar.",
          'Fale enquanto se move: diga "press\xE3o", "cobertura" ou "aguenta" em voz alta de cada vez.'
        ]
      },
      coachingPoints: {
        en: [
          "The ball moves, you move: shift while the ball is travelling.",
          "Stay within about 10 m of your nearest teammates.",
          "Side-on body so you see the ball and your zone at the same time."
        ],
        sv: [
          "Bollen flyttas, du flyttar dig: f\xF6rflytta dig medan bollen rullar.",
          "H\xE5ll dig inom ungef\xE4r 10 m fr\xE5n dina n\xE4rmaste lagkamrater.",
          "St\xE5 snett s\xE5 att du ser bollen och din zon samtidigt."
        ],
        fr: [
          "Le ballon bouge, vous bougez : coulissez pendant que le ballon voyage.",
          "Restez \xE0 10 m environ de vos co\xE9quipiers les plus proches.",
          "Corps de profil pour voir le ballon et votre zone en m\xEAme temps."
        ],
        pt: [
          "A bola move-se, voc\xEA move-se: bascule enquanto a bola viaja.",
          "Fique a cerca de 10 m, no m\xE1ximo, dos colegas mais pr\xF3ximos.",
          "Corpo de lado para ver a bola e a sua zona ao mesmo tempo."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-crossing-and-arriving",
      title: {
        en: "Cross and arrive in the box",
        sv: "Sl\xE5 inl\xE4gg och kom in i straffomr\xE5det",
        fr: "Centrer et venir dans la surface",
        pt: "Cruzar e chegar \xE0 \xE1rea"
      },
      description: {
        en: "Deliver crosses from wide areas (early crosses, cut-backs, far-post balls) and practise the runs to meet them. Most goals from wide play come from a good delivery and a well-timed run.",
        sv: "Sl\xE5 inl\xE4gg fr\xE5n kanterna (tidiga inl\xE4gg, inspel bak\xE5t, bollar till bortre stolpen) och tr\xE4na l\xF6pningarna f\xF6r att m\xF6ta dem. De flesta m\xE5l fr\xE5n kantspel kommer fr\xE5n ett bra inl\xE4gg och en v\xE4ltajmad l\xF6pning.",
        fr: "Centrez depuis les c\xF4t\xE9s (centres pr\xE9coces, centres en retrait, ballons au second poteau) et travaillez les appels pour les reprendre. La plupart des buts venus des c\xF4t\xE9s naissent d\u2019un bon centre et d\u2019un appel bien synchronis\xE9.",
        pt: "Fa\xE7a cruzamentos a partir dos corredores laterais (cruzamentos antecipados, passes atrasados, bolas ao segundo poste) e treine as desmarca\xE7\xF5es para os finalizar. A maioria dos golos que nascem nas alas vem de um bom cruzamento e de uma desmarca\xE7\xE3o bem sincronizada."
      },
      steps: {
        en: [
          "Mark a channel 10 m in from the touchline and a box in front of a goal (or a target on a wall). Place cones at the near post, the penalty spot and the far post.",
          "Dribble down the channel and cross early from 30 m out into the space between the goalkeeper and the defenders, aiming at the penalty-spot cone. 8 crosses with each foot.",
          "Go to the byline and cut the ball back low to the edge of the six-yard box or the penalty spot. 8 repetitions.",
          "With a partner: one crosses, the other makes a run (near post, far post or arriving late at the penalty spot) and finishes. 3 \xD7 6 repetitions, then swap roles.",
          "Finish with a challenge: 10 crosses, 1 point for each one that lands in the target zone."
        ],
        sv: [
          "Markera en korridor 10 m in fr\xE5n sidlinjen och ett straffomr\xE5de framf\xF6r ett m\xE5l (eller ett m\xE5l p\xE5 en v\xE4gg). St\xE4ll koner vid f\xF6rsta stolpen, straffpunkten och bortre stolpen.",
          "Dribbla l\xE4ngs korridoren och sl\xE5 ett tidigt inl\xE4gg fr\xE5n 30 m in i ytan mellan m\xE5lvakten och backarna, mot konen vid straffpunkten. 8 inl\xE4gg med varje fot.",
          "G\xE5 ner till kortlinjen och sl\xE5 ett l\xE5gt inspel bak\xE5t till kanten av m\xE5lomr\xE5det eller straffpunkten. 8 repetitioner.",
          "Med en kompis: en sl\xE5r inl\xE4gget, den andra g\xF6r en l\xF6pning (f\xF6rsta stolpen, bortre stolpen eller sent in mot straffpunkten) och avslutar. 3 \xD7 6 repetitioner, byt sedan roller.",
          "Avsluta med en utmaning: 10 inl\xE4gg, 1 po\xE4ng f\xF6r varje som landar i m\xE5lzonen."
        ],
        fr: [
          "D\xE9limitez un couloir \xE0 10 m de la ligne de touche et une surface devant un but (ou une cible sur un mur). Placez des plots au premier poteau, au point de penalty et au second poteau.",
          "Conduisez le ballon dans le couloir et centrez t\xF4t, \xE0 30 m du but, dans l\u2019espace entre le gardien et les d\xE9fenseurs, vers le plot du point de penalty. 8 centres de chaque pied.",
          "Allez jusqu\u2019\xE0 la ligne de but et centrez en retrait, \xE0 ras de terre, vers l\u2019entr\xE9e des 5,50 m ou le point de penalty. 8 r\xE9p\xE9titions.",
          "Avec un partenaire : l\u2019un centre, l\u2019autre fait un appel (premier poteau, second poteau ou arriv\xE9e tardive au point de penalty) et conclut. 3 \xD7 6 r\xE9p\xE9titions, puis inversez les r\xF4les.",
          "Terminez par un d\xE9fi : 10 centres, 1 point pour chaque ballon qui tombe dans la zone cible."
        ],
        pt: [
          "Marque um corredor a 10 m da linha lateral e uma \xE1rea em frente a uma baliza (ou a um alvo numa parede). Coloque cones no primeiro poste, na marca de pen\xE1lti e no segundo poste.",
          "Conduza pelo corredor e cruze cedo, a 30 m da baliza, para o espa\xE7o entre o guarda-redes e os defesas, apontando ao cone da marca de pen\xE1lti. 8 cruzamentos com cada p\xE9.",
          "V\xE1 at\xE9 \xE0 linha de fundo e fa\xE7a um passe atrasado rasteiro para a entrada da pequena \xE1rea ou para a marca de pen\xE1lti. 8 repeti\xE7\xF5es.",
          "Com um colega: um cruza, o outro desmarca-se (primeiro poste, segundo poste ou a chegar tarde \xE0 marca de pen\xE1lti) e finaliza. 3 \xD7 6 repeti\xE7\xF5es, depois troquem.",
          "Termine com um desafio: 10 cruzamentos, 1 ponto por cada bola que cai na zona-alvo."
        ]
      },
      coachingPoints: {
        en: [
          "Look up before you cross: pick the space, not the player.",
          "Strike with the inside of the foot and follow through for a curling cross.",
          "Runners: start late and attack the ball at speed."
        ],
        sv: [
          "Titta upp innan du sl\xE5r inl\xE4gget: v\xE4lj ytan, inte spelaren.",
          "Tr\xE4ffa bollen med insidan och f\xF6lj igenom f\xF6r ett skruvat inl\xE4gg.",
          "L\xF6pare: starta sent och attackera bollen i fart."
        ],
        fr: [
          "Levez la t\xEAte avant de centrer : visez l\u2019espace, pas le joueur.",
          "Frappez de l\u2019int\xE9rieur du pied en accompagnant pour un centre enroul\xE9.",
          "Attaquants : partez tard et attaquez le ballon en vitesse."
        ],
        pt: [
          "Levante a cabe\xE7a antes de cruzar: escolha o espa\xE7o, n\xE3o o jogador.",
          "Bata com a parte interior do p\xE9 e acompanhe o gesto para um cruzamento em arco.",
          "Quem ataca a \xE1rea: arranque tarde e ataque a bola em velocidade."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-one-two-combinations",
      title: {
        en: "One-twos and third-man runs",
        sv: "V\xE4ggspel och tredjemansl\xF6pningar",
        fr: "Une-deux et appels du troisi\xE8me homme",
        pt: "Tabelas e desmarca\xE7\xF5es do terceiro homem"
      },
      description: {
        en: "Use quick combinations with a wall or a partner to get past a defender: the one-two, the overlap and the third-man run. Combinations break through compact defences faster than dribbling alone.",
        sv: "Anv\xE4nd snabba kombinationer mot en v\xE4gg eller en kompis f\xF6r att ta dig f\xF6rbi en f\xF6rsvarare: v\xE4ggspelet, \xF6verlappningen och tredjemansl\xF6pningen. Kombinationer bryter kompakta f\xF6rsvar snabbare \xE4n dribblingar.",
        fr: "Utilisez des combinaisons rapides avec un mur ou un partenaire pour passer un d\xE9fenseur : le une-deux, le d\xE9doublement et l\u2019appel du troisi\xE8me homme. Les combinaisons traversent les d\xE9fenses compactes plus vite que la conduite seule.",
        pt: "Use combina\xE7\xF5es r\xE1pidas com uma parede ou um colega para ultrapassar um defesa: a tabela, a sobreposi\xE7\xE3o e a desmarca\xE7\xE3o do terceiro homem. As combina\xE7\xF5es quebram defesas compactas mais depressa do que a condu\xE7\xE3o sozinha."
      },
      steps: {
        en: [
          "Stand 6\u20138 m from a wall with a cone 3 m in front of you as a defender. Dribble at the cone, pass against the wall and run past the cone to collect the return. 10 with each foot.",
          "With a partner: play a one-two around a cone, then receive again after an overlapping run behind them. 3 \xD7 6 repetitions.",
          "Third man: pass against the wall at an angle so it rebounds to your partner 5 m to the side, and sprint forward at once; your partner plays you in behind a cone line 15 m away. 8 repetitions.",
          "Progression: finish each combination with a shot at a small goal or a pass through a gate within 3 touches of the return."
        ],
        sv: [
          "St\xE5 6\u20138 m fr\xE5n en v\xE4gg med en kon 3 m framf\xF6r dig som f\xF6rsvarare. Dribbla mot konen, passa mot v\xE4ggen och spring f\xF6rbi konen f\xF6r att ta returen. 10 med varje fot.",
          "Med en kompis: spela ett v\xE4ggspel runt en kon och ta sedan emot igen efter en \xF6verlappande l\xF6pning bakom kompisen. 3 \xD7 6 repetitioner.",
          "Tredje man: passa snett mot v\xE4ggen s\xE5 att bollen studsar till din kompis 5 m vid sidan, och sprinta fram\xE5t direkt; kompisen spelar in dig bakom en rad koner 15 m bort. 8 repetitioner.",
          "Progression: avsluta varje kombination med ett skott mot ett litet m\xE5l eller en passning genom ett konm\xE5l inom 3 tillslag efter returen."
        ],
        fr: [
          "Placez-vous \xE0 6\u20138 m d\u2019un mur avec un plot \xE0 3 m devant vous comme d\xE9fenseur. Conduisez vers le plot, passez contre le mur et d\xE9passez le plot pour r\xE9cup\xE9rer le retour. 10 de chaque pied.",
          "Avec un partenaire : faites un une-deux autour d\u2019un plot, puis recevez de nouveau apr\xE8s un d\xE9doublement dans son dos. 3 \xD7 6 r\xE9p\xE9titions.",
          "Troisi\xE8me homme : passez en biais contre le mur pour que le ballon revienne vers votre partenaire, plac\xE9 5 m sur le c\xF4t\xE9, et partez aussit\xF4t vers l\u2019avant ; votre partenaire vous lance derri\xE8re une ligne de plots \xE0 15 m. 8 r\xE9p\xE9titions.",
          "Progression : terminez chaque combinaison par une frappe dans un petit but ou une passe dans une porte en 3 touches maximum apr\xE8s le retour."
        ],
        pt: [
          "Fique a 6\u20138 m de uma parede com um cone 3 m \xE0 sua frente como defesa. Conduza at\xE9 ao cone, passe contra a parede e passe o cone para receber o retorno. 10 com cada p\xE9.",
          "Com um colega: fa\xE7a uma tabela \xE0 volta de um cone e depois receba de novo ap\xF3s uma sobreposi\xE7\xE3o por tr\xE1s dele. 3 \xD7 6 repeti\xE7\xF5es.",
          "Terceiro homem: passe em diagonal contra a parede para que a bola ressalte para o seu colega, 5 m ao lado, e arranque logo para a frente; o colega isola-o nas costas de uma linha de cones a 15 m. 8 repeti\xE7\xF5es.",
          "Progress\xE3o: termine cada combina\xE7\xE3o com um remate a uma baliza pequena ou um passe por uma baliza de cones em at\xE9 3 toques depois do retorno."
        ]
      },
      coachingPoints: {
        en: [
          "Pass and move at once; do not stand and watch.",
          "Time the pass: play it when the defender commits to you.",
          "One touch when you can, two when you must."
        ],
        sv: [
          "Passa och r\xF6r dig direkt; st\xE5 inte still och titta.",
          "Tajma passningen: sl\xE5 den n\xE4r f\xF6rsvararen g\xE5r p\xE5 dig.",
          "Ett tillslag n\xE4r du kan, tv\xE5 n\xE4r du m\xE5ste."
        ],
        fr: [
          "Passez et bougez aussit\xF4t ; ne restez pas \xE0 regarder.",
          "Choisissez le moment : jouez quand le d\xE9fenseur s\u2019engage sur vous.",
          "Une touche quand c\u2019est possible, deux quand c\u2019est n\xE9cessaire."
        ],
        pt: [
          "Passe e movimente-se logo; n\xE3o fique parado a ver.",
          "Escolha o momento: passe quando o defesa se comprometer consigo.",
          "Um toque quando puder, dois quando precisar."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "wall", "cones", "partner", "smallGoal"],
      videoUrl: null
    },
    {
      key: "b3-corner-delivery",
      title: {
        en: "Corner delivery: in-swingers and out-swingers",
        sv: "H\xF6rnor: in\xE5tskruv och ut\xE5tskruv",
        fr: "Tirer les corners : rentrants et sortants",
        pt: "Cantos: bola a fechar e a abrir"
      },
      description: {
        en: "Practise corner kicks that curl towards or away from goal, aimed at clear target zones. A good delivery into the right zone is half of a set-piece goal.",
        sv: "Tr\xE4na h\xF6rnor som skruvar in mot m\xE5l eller ut fr\xE5n m\xE5l, mot tydliga m\xE5lzoner. Ett bra inl\xE4gg i r\xE4tt zon \xE4r halva m\xE5let vid en fast situation.",
        fr: "Travaillez des corners qui s\u2019enroulent vers le but ou qui s\u2019en \xE9loignent, vers des zones cibles claires. Un bon ballon dans la bonne zone, c\u2019est la moiti\xE9 d\u2019un but sur coup de pied arr\xEAt\xE9.",
        pt: "Treine cantos em arco na dire\xE7\xE3o da baliza ou para longe dela, apontados a zonas-alvo claras. Um bom cruzamento para a zona certa \xE9 metade de um golo de bola parada."
      },
      steps: {
        en: [
          "Mark three target zones with cones in front of a goal: near post (1\u20136 m from the goal line), penalty spot and far post. Each zone is about 4 \xD7 4 m.",
          "Take 8 in-swinging corners (curling towards goal) into the near-post zone, then 8 into the penalty-spot zone.",
          "Switch feet for out-swingers (curling away from goal) to the penalty-spot and far-post zones. 8 of each.",
          "With a partner: they make a run and call the zone just before you strike; deliver to that zone while they head or volley at goal (no more than 5 headers). 2 \xD7 5 repetitions.",
          "Finish with a score: 12 corners, 1 point for each one that lands in the zone you aimed at."
        ],
        sv: [
          "Markera tre m\xE5lzoner med koner framf\xF6r ett m\xE5l: f\xF6rsta stolpen (1\u20136 m fr\xE5n m\xE5llinjen), straffpunkten och bortre stolpen. Varje zon \xE4r ungef\xE4r 4 \xD7 4 m.",
          "Sl\xE5 8 in\xE5tskruvade h\xF6rnor (som skruvar mot m\xE5l) till zonen vid f\xF6rsta stolpen och sedan 8 till zonen vid straffpunkten.",
          "Byt fot f\xF6r ut\xE5tskruvade h\xF6rnor (bort fr\xE5n m\xE5l) till zonerna vid straffpunkten och bortre stolpen. 8 av varje.",
          "Med en kompis: kompisen g\xF6r en l\xF6pning och ropar zonen precis innan du sl\xE5r; sl\xE5 till den zonen medan kompisen nickar eller skjuter p\xE5 volley (h\xF6gst 5 nickar). 2 \xD7 5 repetitioner.",
          "Avsluta med po\xE4ng: 12 h\xF6rnor, 1 po\xE4ng f\xF6r varje som landar i zonen du siktade p\xE5."
        ],
        fr: [
          "D\xE9limitez trois zones cibles avec des plots devant un but : premier poteau (1\u20136 m de la ligne de but), point de penalty et second poteau. Chaque zone mesure environ 4 \xD7 4 m.",
          "Tirez 8 corners rentrants (qui s\u2019enroulent vers le but) vers la zone du premier poteau, puis 8 vers la zone du point de penalty.",
          "Changez de pied pour des corners sortants (qui s\u2019\xE9loignent du but) vers les zones du point de penalty et du second poteau. 8 de chaque.",
          "Avec un partenaire : il fait un appel et annonce la zone juste avant votre frappe ; servez cette zone, il reprend de la t\xEAte ou de vol\xE9e (5 t\xEAtes au maximum). 2 \xD7 5 r\xE9p\xE9titions.",
          "Terminez par un score : 12 corners, 1 point pour chaque ballon qui tombe dans la zone vis\xE9e."
        ],
        pt: [
          "Marque tr\xEAs zonas-alvo com cones em frente a uma baliza: primeiro poste (1\u20136 m da linha de baliza), marca de pen\xE1lti e segundo poste. Cada zona tem cerca de 4 \xD7 4 m.",
          "Marque 8 cantos com a bola a fechar (em arco para a baliza) para a zona do primeiro poste e depois 8 para a zona da marca de pen\xE1lti.",
          "Troque de p\xE9 para cantos com a bola a abrir (para longe da baliza) para as zonas da marca de pen\xE1lti e do segundo poste. 8 de cada.",
          "Com um colega: ele desmarca-se e diz a zona mesmo antes de voc\xEA bater; coloque a bola nessa zona e ele cabeceia ou remata de primeira (no m\xE1ximo 5 cabeceamentos). 2 \xD7 5 repeti\xE7\xF5es.",
          "Termine com pontua\xE7\xE3o: 12 cantos, 1 ponto por cada bola que cai na zona que escolheu."
        ]
      },
      coachingPoints: {
        en: [
          "Approach from an angle, plant foot slightly behind and beside the ball.",
          "Strike the outer half of the ball with the inside of the foot for curl.",
          "Use the same run-up every time so defenders cannot read you."
        ],
        sv: [
          "Ansats snett fr\xE5n sidan, st\xF6djefoten lite bakom och bredvid bollen.",
          "Tr\xE4ffa bollens yttre halva med insidan f\xF6r skruv.",
          "Samma ansats varje g\xE5ng s\xE5 att f\xF6rsvararna inte kan l\xE4sa dig."
        ],
        fr: [
          "\xC9lan en biais, pied d\u2019appui l\xE9g\xE8rement derri\xE8re et \xE0 c\xF4t\xE9 du ballon.",
          "Frappez la moiti\xE9 ext\xE9rieure du ballon de l\u2019int\xE9rieur du pied pour donner de l\u2019effet.",
          "M\xEAme course d\u2019\xE9lan \xE0 chaque fois pour que les d\xE9fenseurs ne vous lisent pas."
        ],
        pt: [
          "Corrida de balan\xE7o em diagonal, p\xE9 de apoio um pouco atr\xE1s e ao lado da bola.",
          "Bata na metade exterior da bola com a parte interior do p\xE9 para dar efeito.",
          "Use sempre a mesma corrida de balan\xE7o, para os defesas n\xE3o o lerem."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-free-kick-technique",
      title: {
        en: "Free kicks over the wall",
        sv: "Frisparkar \xF6ver muren",
        fr: "Coups francs par-dessus le mur",
        pt: "Livres por cima da barreira"
      },
      description: {
        en: "Practise direct free kicks from 18\u201325 m, curling the ball over a wall of poles or cones into the corners. A player who can score from free kicks is a real weapon for the team.",
        sv: "Tr\xE4na direkta frisparkar fr\xE5n 18\u201325 m och skruva bollen \xF6ver en mur av stolpar eller koner mot h\xF6rnen. En spelare som kan g\xF6ra m\xE5l p\xE5 frispark \xE4r ett riktigt vapen f\xF6r laget.",
        fr: "Travaillez les coups francs directs de 18\u201325 m en enroulant le ballon par-dessus un mur de piquets ou de plots vers les angles. Un joueur capable de marquer sur coup franc est une vraie arme pour l\u2019\xE9quipe.",
        pt: "Treine livres diretos de 18\u201325 m, dando efeito \xE0 bola por cima de uma barreira de estacas ou cones para os cantos da baliza. Um jogador que marca de livre \xE9 uma verdadeira arma para a equipa."
      },
      steps: {
        en: [
          'Place a ball 20 m from goal. Set up a "wall" of 3\u20134 poles (or stacked cones, or a partner with arms up) 9 m from the ball, covering the near-post side.',
          "Warm up with 10 side-foot curling shots over the wall towards the far corner.",
          "Instep curl: strike the lower outside part of the ball with your instep so it rises over the wall and dips. 3 \xD7 6 kicks, short break between sets.",
          "Change the angle (central, left, right) and aim at the corner the goalkeeper cannot see. Count your shots on target.",
          "Defending a free kick: with your partner, practise lining up the wall (the tallest player in line with the post) and jumping together as the kick is taken."
        ],
        sv: [
          'L\xE4gg en boll 20 m fr\xE5n m\xE5l. St\xE4ll upp en "mur" av 3\u20134 stolpar (eller staplade koner, eller en kompis med armarna upp) 9 m fr\xE5n bollen, s\xE5 att den t\xE4cker f\xF6rsta stolpen.',
          "V\xE4rm upp med 10 skruvade skott med insidan \xF6ver muren mot bortre h\xF6rnet.",
          "Skruv med vristen: tr\xE4ffa bollens nedre yttre del med vristen s\xE5 att den stiger \xF6ver muren och faller. 3 \xD7 6 sparkar, kort paus mellan seten.",
          "Byt vinkel (centralt, v\xE4nster, h\xF6ger) och sikta p\xE5 det h\xF6rn som m\xE5lvakten inte ser. R\xE4kna skotten som g\xE5r p\xE5 m\xE5l.",
          "F\xF6rsvara en frispark: \xF6va med din kompis p\xE5 att st\xE4lla upp muren (den l\xE4ngsta spelaren i linje med stolpen) och hoppa samtidigt n\xE4r sparken sl\xE5s."
        ],
        fr: [
          "Placez un ballon \xE0 20 m du but. Installez un \xAB mur \xBB de 3\u20134 piquets (ou des plots empil\xE9s, ou un partenaire bras lev\xE9s) \xE0 9 m du ballon, c\xF4t\xE9 premier poteau.",
          "\xC9chauffez-vous avec 10 frappes enroul\xE9es de l\u2019int\xE9rieur du pied par-dessus le mur, vers le petit filet oppos\xE9.",
          "Frappe enroul\xE9e du coup de pied : frappez la partie basse ext\xE9rieure du ballon pour qu\u2019il passe au-dessus du mur et plonge. 3 \xD7 6 frappes, courte pause entre les s\xE9ries.",
          "Changez d\u2019angle (axe, gauche, droite) et visez le c\xF4t\xE9 que le gardien ne voit pas. Comptez vos tirs cadr\xE9s.",
          "D\xE9fendre un coup franc : avec votre partenaire, entra\xEEnez-vous \xE0 aligner le mur (le plus grand sur la ligne du poteau) et \xE0 sauter ensemble au moment de la frappe."
        ],
        pt: [
          'Coloque uma bola a 20 m da baliza. Monte uma "barreira" de 3\u20134 estacas (ou cones empilhados, ou um colega de bra\xE7os no ar) a 9 m da bola, a tapar o lado do primeiro poste.',
          "Aque\xE7a com 10 remates em arco com a parte interior do p\xE9 por cima da barreira, para o canto mais distante.",
          "Efeito com o peito do p\xE9: bata na parte de baixo e de fora da bola para que suba por cima da barreira e caia. 3 \xD7 6 livres, pausa curta entre s\xE9ries.",
          "Mude o \xE2ngulo (centro, esquerda, direita) e aponte ao canto que o guarda-redes n\xE3o v\xEA. Conte os remates enquadrados.",
          "Defender um livre: com o seu colega, treine o alinhamento da barreira (o mais alto alinhado com o poste) e saltar juntos no momento do remate."
        ]
      },
      coachingPoints: {
        en: [
          "Pick your target before you start the run-up.",
          "Quality over quantity: no more than 30 kicks; stop when your legs are tired.",
          "Lean slightly over the ball so it does not fly too high."
        ],
        sv: [
          "Best\xE4m var bollen ska innan du b\xF6rjar ansatsen.",
          "Kvalitet f\xF6re kvantitet: h\xF6gst 30 sparkar; sluta n\xE4r benen \xE4r tr\xF6tta.",
          "Luta dig lite \xF6ver bollen s\xE5 att den inte flyger f\xF6r h\xF6gt."
        ],
        fr: [
          "Choisissez votre cible avant de prendre votre \xE9lan.",
          "La qualit\xE9 avant la quantit\xE9 : 30 frappes au maximum ; arr\xEAtez quand vos jambes sont fatigu\xE9es.",
          "Penchez-vous l\xE9g\xE8rement au-dessus du ballon pour qu\u2019il ne monte pas trop."
        ],
        pt: [
          "Escolha o alvo antes de come\xE7ar a corrida de balan\xE7o.",
          "Qualidade antes de quantidade: no m\xE1ximo 30 livres; pare quando as pernas estiverem cansadas.",
          "Incline-se um pouco sobre a bola para ela n\xE3o subir demasiado."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "goal", "poles", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-throw-ins",
      title: {
        en: "Quick and long throw-ins",
        sv: "Snabba och l\xE5nga inkast",
        fr: "Rentr\xE9es de touche rapides et longues",
        pt: "Lan\xE7amentos laterais r\xE1pidos e longos"
      },
      description: {
        en: "Master a legal throw-in technique, then use quick throws and movement to keep possession. Throw-ins happen many times in every match, so each one is a chance to attack.",
        sv: "L\xE4r dig en korrekt inkastteknik och anv\xE4nd sedan snabba inkast och r\xF6relse f\xF6r att beh\xE5lla bollen. Inkast sker m\xE5nga g\xE5nger i varje match, s\xE5 varje inkast \xE4r en chans att anfalla.",
        fr: "Ma\xEEtrisez une technique de rentr\xE9e de touche r\xE9glementaire, puis utilisez les touches rapides et le mouvement pour conserver le ballon. Il y a de nombreuses touches dans chaque match : chacune est une occasion d\u2019attaquer.",
        pt: "Domine uma t\xE9cnica de lan\xE7amento lateral correta e depois use lan\xE7amentos r\xE1pidos e movimento para manter a posse. H\xE1 muitos lan\xE7amentos laterais em cada jogo, por isso cada um \xE9 uma oportunidade de atacar."
      },
      steps: {
        en: [
          "Technique: both feet on the ground behind the line, the ball starts behind your head in both hands and is released over your head. 10 throws to your partner\u2019s chest from 10 m.",
          "Quick throw: your partner checks away and comes back; throw to their feet the moment they are free, then move for the return. 3 \xD7 6 repetitions.",
          "Long throw: take a short run-up, drag your back foot and throw to a cone zone 15\u201320 m away. 10 throws, 1 minute of rest after 5.",
          "Defending a throw: stand goal-side of your partner and try to intercept, or stop them turning after they receive. 2 \xD7 2 minutes."
        ],
        sv: [
          "Teknik: b\xE5da f\xF6tterna i marken bakom linjen, bollen startar bakom huvudet i b\xE5da h\xE4nderna och sl\xE4pps \xF6ver huvudet. 10 inkast till kompisens br\xF6st fr\xE5n 10 m.",
          "Snabbt inkast: kompisen g\xE5r bort och kommer tillbaka; kasta till f\xF6tterna i samma \xF6gonblick som kompisen \xE4r fri och r\xF6r dig sedan f\xF6r returen. 3 \xD7 6 repetitioner.",
          "L\xE5ngt inkast: ta en kort ansats, dra bakre foten efter dig och kasta till en konzon 15\u201320 m bort. 10 inkast, 1 minuts vila efter 5.",
          "F\xF6rsvara ett inkast: st\xE5 p\xE5 m\xE5lsidan om kompisen och f\xF6rs\xF6k bryta, eller hindra kompisen fr\xE5n att v\xE4nda efter mottagningen. 2 \xD7 2 minuter."
        ],
        fr: [
          "Technique : les deux pieds au sol derri\xE8re la ligne, le ballon part de derri\xE8re la t\xEAte, tenu \xE0 deux mains, et est l\xE2ch\xE9 au-dessus de la t\xEAte. 10 touches vers la poitrine de votre partenaire \xE0 10 m.",
          "Touche rapide : votre partenaire fait un appel-contre-appel ; lancez dans ses pieds d\xE8s qu\u2019il est libre, puis bougez pour le retour. 3 \xD7 6 r\xE9p\xE9titions.",
          "Touche longue : prenez un court \xE9lan, tra\xEEnez le pied arri\xE8re et lancez vers une zone de plots \xE0 15\u201320 m. 10 touches, 1 minute de pause apr\xE8s 5.",
          "D\xE9fendre une touche : placez-vous entre votre partenaire et le but et essayez d\u2019intercepter ou de l\u2019emp\xEAcher de se retourner apr\xE8s la r\xE9ception. 2 \xD7 2 minutes."
        ],
        pt: [
          "T\xE9cnica: os dois p\xE9s no ch\xE3o atr\xE1s da linha, a bola parte de tr\xE1s da cabe\xE7a, segura com as duas m\xE3os, e \xE9 largada por cima da cabe\xE7a. 10 lan\xE7amentos para o peito do colega a 10 m.",
          "Lan\xE7amento r\xE1pido: o seu colega afasta-se e volta; lance para os p\xE9s dele no momento em que est\xE1 livre e depois movimente-se para receber de volta. 3 \xD7 6 repeti\xE7\xF5es.",
          "Lan\xE7amento longo: fa\xE7a uma corrida curta, arraste o p\xE9 de tr\xE1s e lance para uma zona de cones a 15\u201320 m. 10 lan\xE7amentos, 1 minuto de pausa depois de 5.",
          "Defender um lan\xE7amento: fique entre o colega e a baliza e tente intercetar ou impedi-lo de se virar depois de receber. 2 \xD7 2 minutos."
        ]
      },
      coachingPoints: {
        en: [
          "Both feet on the ground and the ball from right behind your head; otherwise it is a foul throw.",
          "Throw to a player who is moving, not standing still.",
          "Take throws quickly when the opponent is not organised."
        ],
        sv: [
          "B\xE5da f\xF6tterna i marken och bollen \xE4nda bakifr\xE5n huvudet; annars blir det felaktigt inkast.",
          "Kasta till en spelare som r\xF6r sig, inte till en som st\xE5r still.",
          "Ta inkasten snabbt n\xE4r motst\xE5ndarna inte \xE4r organiserade."
        ],
        fr: [
          "Les deux pieds au sol et le ballon bien derri\xE8re la t\xEAte : sinon, la touche est mal effectu\xE9e.",
          "Lancez vers un joueur en mouvement, pas arr\xEAt\xE9.",
          "Jouez la touche vite quand l\u2019adversaire n\u2019est pas organis\xE9."
        ],
        pt: [
          "Os dois p\xE9s no ch\xE3o e a bola bem por tr\xE1s da cabe\xE7a; caso contr\xE1rio, o lan\xE7amento \xE9 irregular.",
          "Lance para um jogador em movimento, n\xE3o parado.",
          "Lance depressa quando o advers\xE1rio n\xE3o est\xE1 organizado."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-heading-attack-defend",
      title: {
        en: "Heading: attack and defend",
        sv: "Nickar: anfall och f\xF6rsvar",
        fr: "Le jeu de t\xEAte : attaquer et d\xE9fendre",
        pt: "Jogo de cabe\xE7a: atacar e defender"
      },
      description: {
        en: "Learn a safe heading technique for attacking headers (down towards goal) and defensive headers (high and far). The number of headers is kept low on purpose to protect your head.",
        sv: "L\xE4r dig en s\xE4ker nickteknik f\xF6r anfallsnickar (ned\xE5t mot m\xE5l) och f\xF6rsvarsnickar (h\xF6gt och l\xE5ngt). Antalet nickar h\xE5lls l\xE5gt med flit f\xF6r att skydda ditt huvud.",
        fr: "Apprenez une technique s\xFBre pour les t\xEAtes offensives (vers le bas, vers le but) et d\xE9fensives (haut et loin). Le nombre de t\xEAtes reste volontairement faible pour prot\xE9ger votre t\xEAte.",
        pt: "Aprenda uma t\xE9cnica segura para cabeceamentos ofensivos (para baixo, em dire\xE7\xE3o \xE0 baliza) e defensivos (alto e longe). O n\xFAmero de cabeceamentos \xE9 mantido baixo de prop\xF3sito para proteger a sua cabe\xE7a."
      },
      steps: {
        en: [
          "Use a light or slightly softer ball. Your partner throws underarm from 5 m; head it back into their hands with your forehead, eyes open. 3 headers.",
          "Without the ball: practise the run-up and the jump off one foot 10 times, arms out for balance (never elbows up), landing on both feet.",
          "Defensive header: your partner throws higher; jump off one foot and head the ball high and far towards a cone zone behind them. 3 headers.",
          "Attacking header: your partner throws from the side; attack the ball and head it down towards a corner of a small goal. 4 headers.",
          "That makes 10 headers: stop there, and do this session no more than once a week."
        ],
        sv: [
          "Anv\xE4nd en l\xE4tt eller lite mjukare boll. Kompisen kastar underifr\xE5n fr\xE5n 5 m; nicka tillbaka till kompisens h\xE4nder med pannan och \xF6ppna \xF6gon. 3 nickar.",
          "Utan boll: tr\xE4na ansatsen och upphoppet p\xE5 ett ben 10 g\xE5nger, armarna ut f\xF6r balans (aldrig armb\xE5garna upp), och landa p\xE5 b\xE5da f\xF6tterna.",
          "F\xF6rsvarsnick: kompisen kastar h\xF6gre; hoppa p\xE5 ett ben och nicka bollen h\xF6gt och l\xE5ngt mot en konzon bakom kompisen. 3 nickar.",
          "Anfallsnick: kompisen kastar fr\xE5n sidan; attackera bollen och nicka den ned\xE5t mot ett h\xF6rn av ett litet m\xE5l. 4 nickar.",
          "Det blir 10 nickar: sluta d\xE4r och g\xF6r det h\xE4r passet h\xF6gst en g\xE5ng i veckan."
        ],
        fr: [
          "Utilisez un ballon l\xE9ger ou un peu moins gonfl\xE9. Votre partenaire lance \xE0 la main par en dessous \xE0 5 m ; renvoyez de la t\xEAte dans ses mains, avec le front, les yeux ouverts. 3 t\xEAtes.",
          "Sans ballon : travaillez l\u2019\xE9lan et l\u2019impulsion sur un pied 10 fois, bras \xE9cart\xE9s pour l\u2019\xE9quilibre (jamais les coudes lev\xE9s), r\xE9ception sur les deux pieds.",
          "T\xEAte d\xE9fensive : votre partenaire lance plus haut ; sautez sur un pied et renvoyez le ballon haut et loin vers une zone de plots derri\xE8re lui. 3 t\xEAtes.",
          "T\xEAte offensive : votre partenaire lance depuis le c\xF4t\xE9 ; attaquez le ballon et smashez-le vers le bas dans un coin d\u2019un petit but. 4 t\xEAtes.",
          "Cela fait 10 t\xEAtes : arr\xEAtez-vous l\xE0, et ne faites pas cette s\xE9ance plus d\u2019une fois par semaine."
        ],
        pt: [
          "Use uma bola leve ou um pouco mais vazia. O seu colega lan\xE7a por baixo a 5 m; devolva de cabe\xE7a para as m\xE3os dele, com a testa e de olhos abertos. 3 cabeceamentos.",
          "Sem bola: treine a corrida e a impuls\xE3o num p\xE9 10 vezes, com os bra\xE7os abertos para o equil\xEDbrio (nunca os cotovelos levantados) e rece\xE7\xE3o ao solo com os dois p\xE9s.",
          "Cabeceamento defensivo: o colega lan\xE7a mais alto; salte num p\xE9 e cabeceie a bola alto e longe para uma zona de cones atr\xE1s dele. 3 cabeceamentos.",
          "Cabeceamento ofensivo: o colega lan\xE7a do lado; ataque a bola e cabeceie para baixo, para um canto de uma baliza pequena. 4 cabeceamentos.",
          "S\xE3o 10 cabeceamentos: pare a\xED e n\xE3o fa\xE7a este treino mais de uma vez por semana."
        ]
      },
      coachingPoints: {
        en: [
          "Contact with the forehead, neck firm, eyes open.",
          "Attack the ball; do not wait for it to hit you.",
          "Down for goals, high and far for clearances."
        ],
        sv: [
          "Tr\xE4ffa med pannan, stram nacke och \xF6ppna \xF6gon.",
          "Attackera bollen; v\xE4nta inte p\xE5 att den ska tr\xE4ffa dig.",
          "Ned\xE5t f\xF6r m\xE5l, h\xF6gt och l\xE5ngt f\xF6r rensningar."
        ],
        fr: [
          "Frappez avec le front, cou gain\xE9, yeux ouverts.",
          "Attaquez le ballon ; n\u2019attendez pas qu\u2019il vous touche.",
          "Vers le bas pour marquer, haut et loin pour d\xE9gager."
        ],
        pt: [
          "Contacto com a testa, pesco\xE7o firme, olhos abertos.",
          "Ataque a bola; n\xE3o espere que ela lhe bata.",
          "Para baixo para marcar, alto e longe para aliviar."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "partner", "smallGoal", "cones"],
      videoUrl: null
    },
    {
      key: "b3-clearances-and-blocks",
      title: {
        en: "Defend the box: block and clear",
        sv: "F\xF6rsvara straffomr\xE5det: blockera och rensa",
        fr: "D\xE9fendre la surface : contrer et d\xE9gager",
        pt: "Defender a \xE1rea: bloquear e aliviar"
      },
      description: {
        en: "Practise the last-line defending actions: blocking shots, clearing low crosses and getting your body between the ball and the goal. Brave, well-timed blocks save goals.",
        sv: "Tr\xE4na sista f\xF6rsvarslinjens aktioner: blockera skott, rensa l\xE5ga inl\xE4gg och f\xE5 kroppen mellan bollen och m\xE5let. Modiga och v\xE4ltajmade blockeringar r\xE4ddar m\xE5l.",
        fr: "Travaillez les actions du dernier rempart : contrer les frappes, d\xE9gager les centres \xE0 ras de terre et placer votre corps entre le ballon et le but. Un contre courageux et bien plac\xE9 sauve des buts.",
        pt: "Treine as a\xE7\xF5es da \xFAltima linha: bloquear remates, aliviar cruzamentos rasteiros e colocar o corpo entre a bola e a baliza. Bloqueios corajosos e bem feitos evitam golos."
      },
      steps: {
        en: [
          "Set up a goal (or two cones 5 m apart) behind you and stand 8 m in front of it. Your partner has several balls 16 m away.",
          "Block: your partner dribbles and shoots at 60% power; close down quickly, get side-on and block with the side of your leg, hands behind your back. 8 blocks.",
          "Clear a low cross: your partner plays a ball across the box from the side; sprint to the near post and clear it first time, high and wide, away from the middle. 2 \xD7 6 repetitions.",
          "Clear under pressure: your partner follows the cross in; clear with the foot nearest the ball, then step out 5 m to push up. 2 \xD7 5 repetitions."
        ],
        sv: [
          "St\xE4ll ett m\xE5l (eller tv\xE5 koner 5 m is\xE4r) bakom dig och st\xE5 8 m framf\xF6r det. Din kompis har flera bollar 16 m bort.",
          "Blockera: kompisen dribblar och skjuter med 60 % kraft; g\xE5 snabbt i press, st\xE5 snett och blockera med sidan av benet, h\xE4nderna bakom ryggen. 8 blockeringar.",
          "Rensa ett l\xE5gt inl\xE4gg: kompisen spelar en boll tv\xE4rs \xF6ver straffomr\xE5det fr\xE5n sidan; sprinta till f\xF6rsta stolpen och rensa direkt, h\xF6gt och brett, bort fr\xE5n mitten. 2 \xD7 6 repetitioner.",
          "Rensa under press: kompisen f\xF6ljer med inl\xE4gget; rensa med den fot som \xE4r n\xE4rmast bollen och kliv sedan upp 5 m. 2 \xD7 5 repetitioner."
        ],
        fr: [
          "Placez un but (ou deux plots espac\xE9s de 5 m) derri\xE8re vous et tenez-vous 8 m devant. Votre partenaire a plusieurs ballons \xE0 16 m.",
          "Contrer : votre partenaire conduit et frappe \xE0 60 % de sa puissance ; fermez vite, placez-vous de profil et contrez avec le c\xF4t\xE9 de la jambe, mains dans le dos. 8 contres.",
          "D\xE9gager un centre \xE0 ras de terre : votre partenaire centre en travers de la surface depuis le c\xF4t\xE9 ; sprintez au premier poteau et d\xE9gagez en une touche, haut et vers le c\xF4t\xE9, loin de l\u2019axe. 2 \xD7 6 r\xE9p\xE9titions.",
          "D\xE9gager sous pression : votre partenaire suit son centre ; d\xE9gagez du pied le plus proche du ballon, puis remontez de 5 m. 2 \xD7 5 r\xE9p\xE9titions."
        ],
        pt: [
          "Coloque uma baliza (ou dois cones a 5 m) atr\xE1s de si e fique 8 m \xE0 frente dela. O seu colega tem v\xE1rias bolas a 16 m.",
          "Bloquear: o seu colega conduz e remata a 60 % da for\xE7a; aproxime-se depressa, coloque-se de lado e bloqueie com o lado da perna, m\xE3os atr\xE1s das costas. 8 bloqueios.",
          "Aliviar um cruzamento rasteiro: o seu colega passa a bola para o meio da \xE1rea, vinda do lado; corra para o primeiro poste e alivie de primeira, alto e para fora, longe do meio. 2 \xD7 6 repeti\xE7\xF5es.",
          "Aliviar sob press\xE3o: o seu colega acompanha o cruzamento; alivie com o p\xE9 mais pr\xF3ximo da bola e depois suba 5 m. 2 \xD7 5 repeti\xE7\xF5es."
        ]
      },
      coachingPoints: {
        en: [
          "Get your body between the ball and the goal.",
          "Clear high, far and wide: never across your own box.",
          "Keep your hands behind your back to avoid giving away a penalty."
        ],
        sv: [
          "F\xE5 kroppen mellan bollen och m\xE5let.",
          "Rensa h\xF6gt, l\xE5ngt och brett: aldrig tv\xE4rs \xF6ver ditt eget straffomr\xE5de.",
          "H\xE5ll h\xE4nderna bakom ryggen f\xF6r att inte orsaka straff."
        ],
        fr: [
          "Placez votre corps entre le ballon et le but.",
          "D\xE9gagez haut, loin et sur le c\xF4t\xE9 : jamais devant votre propre but.",
          "Mains dans le dos pour ne pas conc\xE9der de penalty."
        ],
        pt: [
          "Coloque o corpo entre a bola e a baliza.",
          "Alivie alto, longe e para fora: nunca para o meio da sua \xE1rea.",
          "M\xE3os atr\xE1s das costas para n\xE3o cometer pen\xE1lti."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "goal", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-game-model-four-moments",
      title: {
        en: "Our game model: your job in the four moments",
        sv: "V\xE5r spelid\xE9: din uppgift i spelets fyra faser",
        fr: "Notre projet de jeu : votre r\xF4le dans les quatre moments",
        pt: "O nosso modelo de jogo: a sua tarefa nos quatro momentos"
      },
      description: {
        en: "Write down what your team wants in each moment of the game and what it means for your position, then train one habit for each moment. Knowing the game model helps you make the right decision faster.",
        sv: "Skriv ner vad laget vill i spelets olika faser och vad det betyder f\xF6r din position, och tr\xE4na sedan en vana f\xF6r varje fas. N\xE4r du kan spelid\xE9n fattar du r\xE4tt beslut snabbare.",
        fr: "Notez ce que votre \xE9quipe veut faire dans chaque moment du jeu et ce que cela signifie pour votre poste, puis travaillez une habitude pour chaque moment. Conna\xEEtre le projet de jeu vous aide \xE0 prendre la bonne d\xE9cision plus vite.",
        pt: "Escreva o que a sua equipa quer em cada momento do jogo e o que isso significa para a sua posi\xE7\xE3o, e depois treine um h\xE1bito para cada momento. Conhecer o modelo de jogo ajuda-o a decidir bem mais depressa."
      },
      steps: {
        en: [
          "Draw a pitch in a notebook. Write the four moments: in possession, losing the ball, out of possession and winning the ball. Under each one, write your team\u2019s main principle (ask your coach if you are unsure).",
          'For your position, write one action per moment, for example "in possession: give width" or "after a loss: press for 5 seconds".',
          "Train one habit per moment for 5 minutes each with a ball and cones: scanning and receiving open (in possession), sprint to press (losing the ball), shuffling and shifting (out of possession), first pass forward (winning the ball).",
          "After your next match, score yourself from 1 to 5 in each moment and pick the weakest one to work on the following week."
        ],
        sv: [
          "Rita en plan i ett anteckningsblock. Skriv de fyra faserna: anfall, omst\xE4llning till f\xF6rsvar, f\xF6rsvar och omst\xE4llning till anfall. Skriv lagets viktigaste princip under varje fas (fr\xE5ga din tr\xE4nare om du \xE4r os\xE4ker).",
          'Skriv en handling f\xF6r din position i varje fas, till exempel "anfall: ge bredd" eller "efter bollf\xF6rlust: pressa i 5 sekunder".',
          "Tr\xE4na en vana per fas i 5 minuter var med boll och koner: scanna och ta emot \xF6ppet (anfall), sprinta i press (omst\xE4llning till f\xF6rsvar), sidsteg och f\xF6rflyttning (f\xF6rsvar), f\xF6rsta passningen fram\xE5t (omst\xE4llning till anfall).",
          "Efter n\xE4sta match s\xE4tter du betyg p\xE5 dig sj\xE4lv fr\xE5n 1 till 5 i varje fas och v\xE4ljer den svagaste att jobba med veckan efter."
        ],
        fr: [
          "Dessinez un terrain dans un carnet. \xC9crivez les quatre moments : possession, perte du ballon, non-possession et r\xE9cup\xE9ration. Sous chacun, notez le principe principal de votre \xE9quipe (demandez \xE0 votre entra\xEEneur en cas de doute).",
          "Pour votre poste, notez une action par moment, par exemple \xAB en possession : donner de la largeur \xBB ou \xAB \xE0 la perte : presser 5 secondes \xBB.",
          "Travaillez une habitude par moment, 5 minutes chacune, avec ballon et plots : prise d\u2019information et contr\xF4le orient\xE9 (possession), sprint de pressing (perte), pas chass\xE9s et coulissements (non-possession), premi\xE8re passe vers l\u2019avant (r\xE9cup\xE9ration).",
          "Apr\xE8s votre prochain match, notez-vous de 1 \xE0 5 dans chaque moment et choisissez le plus faible pour la semaine suivante."
        ],
        pt: [
          "Desenhe um campo num caderno. Escreva os quatro momentos: organiza\xE7\xE3o ofensiva, transi\xE7\xE3o defensiva, organiza\xE7\xE3o defensiva e transi\xE7\xE3o ofensiva. Por baixo de cada um, escreva o princ\xEDpio principal da sua equipa (pergunte ao seu treinador se tiver d\xFAvidas).",
          'Para a sua posi\xE7\xE3o, escreva uma a\xE7\xE3o por momento, por exemplo "organiza\xE7\xE3o ofensiva: dar largura" ou "depois da perda: pressionar 5 segundos".',
          "Treine um h\xE1bito por momento durante 5 minutos cada, com bola e cones: observar e fazer a rece\xE7\xE3o orientada (organiza\xE7\xE3o ofensiva), sprint para pressionar (transi\xE7\xE3o defensiva), passos laterais e bascula\xE7\xE3o (organiza\xE7\xE3o defensiva), primeiro passe para a frente (transi\xE7\xE3o ofensiva).",
          "Depois do pr\xF3ximo jogo, d\xEA-se uma nota de 1 a 5 em cada momento e escolha o mais fraco para trabalhar na semana seguinte."
        ]
      },
      coachingPoints: {
        en: [
          "One clear action per moment is better than a long list.",
          "Link every drill to a real match situation.",
          "Talk about it with your teammates: a game model only works if everyone shares it."
        ],
        sv: [
          "En tydlig handling per fas \xE4r b\xE4ttre \xE4n l\xE5nga listor.",
          "Koppla varje \xF6vning till en riktig matchsituation.",
          "Prata om den med lagkamraterna: en spelid\xE9 fungerar bara om alla delar den."
        ],
        fr: [
          "Une action claire par moment vaut mieux qu\u2019une longue liste.",
          "Reliez chaque exercice \xE0 une vraie situation de match.",
          "Parlez-en avec vos co\xE9quipiers : un projet de jeu ne fonctionne que s\u2019il est partag\xE9."
        ],
        pt: [
          "Uma a\xE7\xE3o clara por momento vale mais do que uma lista longa.",
          "Ligue cada exerc\xEDcio a uma situa\xE7\xE3o real de jogo.",
          "Fale disso com os seus colegas de equipa: um modelo de jogo s\xF3 funciona se for de todos."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "cones"],
      videoUrl: null
    },
    {
      key: "b3-shadow-play-11v11",
      title: {
        en: "Shadow play: your position in 11v11",
        sv: "Skuggspel: din position i 11 mot 11",
        fr: "Jeu sans opposition : votre poste \xE0 11",
        pt: "Jogo sombra: a sua posi\xE7\xE3o no futebol de 11"
      },
      description: {
        en: "Walk and jog through your position\u2019s movements on a big pitch as the ball moves, without opponents. It builds a picture of the team shape and the distances between the lines in the full-size game.",
        sv: "G\xE5 och jogga igenom din positions r\xF6relser p\xE5 en stor plan medan bollen flyttas, utan motst\xE5ndare. Det ger dig en bild av lagets form och avst\xE5nden mellan lagdelarna p\xE5 fullstor plan.",
        fr: "Marchez puis trottinez \xE0 travers les d\xE9placements de votre poste sur un grand terrain pendant que le ballon change de zone, sans adversaire. Vous construisez ainsi une image de l\u2019organisation de l\u2019\xE9quipe et des distances entre les lignes \xE0 11.",
        pt: "Percorra a andar e a trote os movimentos da sua posi\xE7\xE3o num campo grande enquanto a bola muda de zona, sem advers\xE1rios. Assim constr\xF3i uma imagem da organiza\xE7\xE3o da equipa e das dist\xE2ncias entre linhas no futebol de 11."
      },
      steps: {
        en: [
          'On a full or half pitch, mark your starting position with a cone based on your team\u2019s formation (for example 1-4-3-3). Place 4 cones as "ball positions": left wing, right wing, centre circle and your own box.',
          "Your partner or a parent calls a ball position. Move to where you should be: wider or narrower, higher or deeper. Check your distance: about 10\u201315 m to the next line of your team.",
          "Do 3 \xD7 3 minutes: walking in the first round, jogging in the second and at match pace in the third.",
          "Add a ball: your partner passes to you at each new position; receive with an open body and play it back.",
          "Film one round on a phone and go through your positions with your coach."
        ],
        sv: [
          'Markera din startposition med en kon p\xE5 en hel eller halv plan utifr\xE5n lagets spelsystem (till exempel 1-4-3-3). L\xE4gg ut 4 koner som "bollpositioner": v\xE4nsterkant, h\xF6gerkant, mittcirkeln och ditt eget straffomr\xE5de.',
          "Din kompis eller en f\xF6r\xE4lder ropar en bollposition. G\xE5 dit du ska vara: bredare eller smalare, h\xF6gre eller djupare. Kontrollera avst\xE5ndet: ungef\xE4r 10\u201315 m till n\xE4sta lagdel.",
          "G\xF6r 3 \xD7 3 minuter: g\xE5 i f\xF6rsta omg\xE5ngen, jogga i den andra och h\xE5ll matchtempo i den tredje.",
          "L\xE4gg till en boll: kompisen passar till dig vid varje ny position; ta emot med \xF6ppen kropp och spela tillbaka.",
          "Filma en omg\xE5ng med en mobil och g\xE5 igenom dina positioner med din tr\xE4nare."
        ],
        fr: [
          "Sur un terrain entier ou un demi-terrain, marquez votre position de d\xE9part avec un plot selon le syst\xE8me de votre \xE9quipe (par exemple 1-4-3-3). Placez 4 plots \xAB positions du ballon \xBB : aile gauche, aile droite, rond central et votre propre surface.",
          "Votre partenaire ou un parent annonce une position du ballon. Allez o\xF9 vous devez \xEAtre : plus large ou plus axial, plus haut ou plus bas. V\xE9rifiez la distance : environ 10\u201315 m jusqu\u2019\xE0 la ligne suivante de votre \xE9quipe.",
          "Faites 3 \xD7 3 minutes : en marchant au premier tour, en trottinant au deuxi\xE8me et \xE0 vitesse de match au troisi\xE8me.",
          "Ajoutez un ballon : votre partenaire vous passe le ballon \xE0 chaque nouvelle position ; recevez le corps ouvert et remettez.",
          "Filmez un tour avec un t\xE9l\xE9phone et analysez vos placements avec votre entra\xEEneur."
        ],
        pt: [
          'Num campo inteiro ou meio-campo, marque a sua posi\xE7\xE3o inicial com um cone segundo o sistema da sua equipa (por exemplo 1-4-3-3). Coloque 4 cones como "posi\xE7\xF5es da bola": ala esquerda, ala direita, c\xEDrculo central e a sua pr\xF3pria \xE1rea.',
          "O seu colega ou um dos pais diz uma posi\xE7\xE3o da bola. Desloque-se para onde deve estar: mais aberto ou mais por dentro, mais subido ou mais recuado. Verifique a dist\xE2ncia: cerca de 10\u201315 m at\xE9 \xE0 linha seguinte da sua equipa.",
          "Fa\xE7a 3 \xD7 3 minutos: a andar na primeira volta, a trote na segunda e \xE0 velocidade de jogo na terceira.",
          "Junte uma bola: o seu colega passa-lhe a bola em cada nova posi\xE7\xE3o; receba com o corpo aberto e devolva.",
          "Filme uma volta com o telem\xF3vel e reveja as suas posi\xE7\xF5es com o seu treinador."
        ]
      },
      coachingPoints: {
        en: [
          "Always know where the ball, your goal and your nearest teammates are.",
          "Move as the ball moves, not after it arrives.",
          "Think in distances: not too far apart, not too close together."
        ],
        sv: [
          "Vet alltid var bollen, ditt m\xE5l och dina n\xE4rmaste lagkamrater \xE4r.",
          "R\xF6r dig n\xE4r bollen r\xF6r sig, inte n\xE4r den har kommit fram.",
          "T\xE4nk i avst\xE5nd: inte f\xF6r l\xE5ngt is\xE4r, inte f\xF6r n\xE4ra varandra."
        ],
        fr: [
          "Sachez toujours o\xF9 sont le ballon, votre but et vos co\xE9quipiers les plus proches.",
          "Bougez quand le ballon bouge, pas quand il arrive.",
          "Pensez en distances : ni trop loin, ni trop pr\xE8s les uns des autres."
        ],
        pt: [
          "Saiba sempre onde est\xE3o a bola, a sua baliza e os colegas mais pr\xF3ximos.",
          "Mova-se quando a bola se move, n\xE3o quando ela chega.",
          "Pense em dist\xE2ncias: nem demasiado longe, nem demasiado perto uns dos outros."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b3-sprint-mechanics",
      title: {
        en: "Sprint technique and flying sprints",
        sv: "Sprintteknik och flygande sprinter",
        fr: "Technique de course et sprints lanc\xE9s",
        pt: "T\xE9cnica de corrida e sprints lan\xE7ados"
      },
      description: {
        en: "Improve how you run with drills for posture, arm action and foot contact, then test it with flying sprints. Better technique makes you faster without extra load on growing bones.",
        sv: "F\xF6rb\xE4ttra din l\xF6pteknik med \xF6vningar f\xF6r h\xE5llning, armpendling och fotis\xE4ttning och testa den sedan med flygande sprinter. B\xE4ttre teknik g\xF6r dig snabbare utan extra belastning p\xE5 ett v\xE4xande skelett.",
        fr: "Am\xE9liorez votre foul\xE9e avec des \xE9ducatifs de posture, de bras et de pose de pied, puis testez-la avec des sprints lanc\xE9s. Une meilleure technique vous rend plus rapide sans charge suppl\xE9mentaire sur des os en croissance.",
        pt: "Melhore a sua forma de correr com exerc\xEDcios de postura, a\xE7\xE3o dos bra\xE7os e apoio do p\xE9 e teste-a depois com sprints lan\xE7ados. Uma t\xE9cnica melhor torna-o mais r\xE1pido sem carga extra sobre ossos em crescimento."
      },
      steps: {
        en: [
          "Warm up for 8 minutes: jogging, leg swings and 2 build-up runs over 40 m.",
          "Drills over 15 m, 2 of each: A-march, A-skip, high knees and straight-leg bounds. Walk back between repetitions.",
          "Wall drill: lean against a wall at 45 degrees and drive one knee up fast, 3 \xD7 5 per leg, like the first steps of a sprint.",
          "Flying 20s: jog 20 m to build up speed, then sprint 20 m between two cones while your partner times the 20 m. 5 repetitions with 2 minutes of rest.",
          "Note your best time every two weeks; do not test when you are sore or have just grown a lot."
        ],
        sv: [
          "V\xE4rm upp i 8 minuter: jogg, bensvingar och 2 stegringslopp p\xE5 40 m.",
          "\xD6vningar p\xE5 15 m, 2 av varje: A-g\xE5ng, A-skipping, h\xF6ga kn\xE4n och studsande steg med raka ben. G\xE5 tillbaka mellan repetitionerna.",
          "V\xE4gg\xF6vning: luta dig mot en v\xE4gg i 45 grader och driv upp ett kn\xE4 snabbt, 3 \xD7 5 per ben, som de f\xF6rsta stegen i en sprint.",
          "Flygande 20 m: jogga 20 m f\xF6r att f\xE5 upp farten och sprinta sedan 20 m mellan tv\xE5 koner medan din kompis tar tid p\xE5 de 20 metrarna. 5 repetitioner med 2 minuters vila.",
          "Skriv ner din b\xE4sta tid varannan vecka; testa inte n\xE4r du \xE4r \xF6m eller precis har vuxit mycket."
        ],
        fr: [
          "\xC9chauffez-vous 8 minutes : footing, balanc\xE9s de jambes et 2 acc\xE9l\xE9rations progressives sur 40 m.",
          "\xC9ducatifs sur 15 m, 2 de chaque : mont\xE9es de genoux march\xE9es, mont\xE9es de genoux sautill\xE9es, skipping haut et foul\xE9es bondissantes jambes tendues. Retour en marchant.",
          "Exercice au mur : appuyez-vous sur un mur \xE0 45 degr\xE9s et montez un genou rapidement, 3 \xD7 5 par jambe, comme les premiers appuis d\u2019un sprint.",
          "Sprints lanc\xE9s sur 20 m : trottinez 20 m pour prendre de l\u2019\xE9lan, puis sprintez 20 m entre deux plots pendant que votre partenaire chronom\xE8tre les 20 m. 5 r\xE9p\xE9titions avec 2 minutes de r\xE9cup\xE9ration.",
          "Notez votre meilleur temps toutes les deux semaines ; ne vous testez pas si vous avez des courbatures ou si vous venez de beaucoup grandir."
        ],
        pt: [
          "Aque\xE7a durante 8 minutos: corrida leve, balan\xE7os de pernas e 2 progressivos de 40 m.",
          "Exerc\xEDcios de 15 m, 2 de cada: skipping A a andar, skipping A saltitado, skipping alto e corrida saltada de pernas esticadas. Volte a andar entre repeti\xE7\xF5es.",
          "Exerc\xEDcio na parede: apoie-se numa parede a 45 graus e suba um joelho depressa, 3 \xD7 5 por perna, como os primeiros passos de um sprint.",
          "Sprints lan\xE7ados de 20 m: corra 20 m a trote para ganhar velocidade e depois fa\xE7a um sprint de 20 m entre dois cones enquanto o seu colega cronometra os 20 m. 5 repeti\xE7\xF5es com 2 minutos de descanso.",
          "Registe o seu melhor tempo de duas em duas semanas; n\xE3o se teste se estiver dorido ou se tiver crescido muito h\xE1 pouco tempo."
        ]
      },
      coachingPoints: {
        en: [
          "Run tall: hips high, head still, eyes forward.",
          "Feet land under your body, not in front of it.",
          "Relaxed face and shoulders: tension makes you slower."
        ],
        sv: [
          "Spring h\xF6gt: h\xF6ften uppe, huvudet stilla, blicken fram\xE5t.",
          "F\xF6tterna landar under kroppen, inte framf\xF6r den.",
          "Avslappnat ansikte och axlar: sp\xE4nningar g\xF6r dig l\xE5ngsammare."
        ],
        fr: [
          "Courez grand : hanches hautes, t\xEAte stable, regard devant.",
          "Les pieds se posent sous le corps, pas devant.",
          "Visage et \xE9paules rel\xE2ch\xE9s : la crispation vous ralentit."
        ],
        pt: [
          "Corra alto: anca alta, cabe\xE7a est\xE1vel, olhar em frente.",
          "Os p\xE9s apoiam por baixo do corpo, n\xE3o \xE0 frente.",
          "Cara e ombros descontra\xEDdos: a tens\xE3o torna-o mais lento."
        ]
      },
      durationMinutes: 35,
      equipment: ["cones", "stopwatch", "wall", "partner"],
      videoUrl: null
    }
  ],
  phaseSessions: {
    "u13-principles-of-play": [
      "b3-video-match-analysis",
      "b3-width-and-depth-support",
      "b3-one-two-combinations",
      "b3-compact-shift-shadow"
    ],
    "u13-build-up-play": [
      "b3-scanning-wall-passes",
      "b3-receive-on-half-turn",
      "b3-playing-out-from-the-back",
      "b3-pass-through-the-lines"
    ],
    "u13-transitions": [
      "b3-five-second-counterpress",
      "b3-win-it-go-forward",
      "b3-recovery-runs",
      "b3-counter-attack-sprint-finish"
    ],
    "u13-athletic-foundations": [
      "b3-injury-prevention-warm-up",
      "b3-agility-ladder-and-cuts",
      "b3-bodyweight-strength-circuit",
      "b3-acceleration-starts"
    ],
    "u13-positional-roles": [
      "b3-defender-1v1-jockey",
      "b3-midfielder-turn",
      "b3-forward-movement-finishing",
      "b3-goalkeeper-basics"
    ],
    "u14-team-shape-11v11": [
      "b3-video-match-analysis",
      "b3-width-and-depth-support",
      "b3-receive-on-half-turn",
      "b3-shadow-play-11v11"
    ],
    "u14-pressing-and-compact-defending": [
      "b3-defender-1v1-jockey",
      "b3-pressing-angles",
      "b3-compact-shift-shadow",
      "b3-five-second-counterpress"
    ],
    "u14-attacking-the-final-third": [
      "b3-one-two-combinations",
      "b3-crossing-and-arriving",
      "b3-forward-movement-finishing",
      "b3-counter-attack-sprint-finish"
    ],
    "u14-strength-and-injury-prevention": [
      "b3-injury-prevention-warm-up",
      "b3-core-stability",
      "b3-bodyweight-strength-circuit",
      "b3-landing-and-jumping"
    ],
    "u14-set-pieces": [
      "b3-throw-ins",
      "b3-corner-delivery",
      "b3-free-kick-technique",
      "b3-heading-attack-defend"
    ],
    "u15-our-game-model": [
      "b3-game-model-four-moments",
      "b3-scanning-wall-passes",
      "b3-shadow-play-11v11",
      "b3-five-second-counterpress"
    ],
    "u15-speed-and-power": [
      "b3-sprint-mechanics",
      "b3-acceleration-starts",
      "b3-landing-and-jumping",
      "b3-mobility-and-recovery"
    ],
    "u15-switching-play-and-breaking-lines": [
      "b3-receive-on-half-turn",
      "b3-pass-through-the-lines",
      "b3-long-switch-passing",
      "b3-one-two-combinations"
    ],
    "u15-defensive-organisation": [
      "b3-compact-shift-shadow",
      "b3-recovery-runs",
      "b3-pressing-angles",
      "b3-clearances-and-blocks"
    ],
    "u15-position-specific-training": [
      "b3-goalkeeper-basics",
      "b3-defender-1v1-jockey",
      "b3-midfielder-turn",
      "b3-forward-movement-finishing"
    ]
  }
};

// apps/server/src/db/content/sessions/b4.ts
var BAND_B4 = {
  sessions: [
    {
      key: "b4-aerobic-ball-intervals",
      title: {
        en: "Aerobic base with the ball",
        sv: "Grundkondition med boll",
        fr: "Foncier a\xE9robie avec ballon",
        pt: "Base aer\xF3bia com bola"
      },
      description: {
        en: "Build the aerobic engine you need for a full season with long intervals of ball work at a steady, hard pace. The ball keeps your touch sharp while your heart does the work.",
        sv: "Bygg motorn du beh\xF6ver f\xF6r en hel s\xE4song med l\xE5nga intervaller med boll i j\xE4mnt, h\xF6gt tempo. Bollen h\xE5ller tekniken vass medan hj\xE4rtat jobbar.",
        fr: "D\xE9veloppez le moteur a\xE9robie n\xE9cessaire \xE0 toute une saison gr\xE2ce \xE0 de longs intervalles ballon au pied, \xE0 allure soutenue et r\xE9guli\xE8re. Le ballon garde votre toucher pr\xE9cis pendant que le c\u0153ur travaille.",
        pt: "Desenvolva o motor aer\xF3bio de que precisa para uma \xE9poca inteira com intervalos longos de trabalho com bola, a um ritmo constante e exigente. A bola mant\xE9m a sua t\xE9cnica afinada enquanto o cora\xE7\xE3o trabalha."
      },
      steps: {
        en: [
          "Warm up for 10 minutes: easy jogging with the ball, then leg swings and three 20 m strides.",
          "Mark a 40 \xD7 20 m rectangle with four cones. Dribble around it at about 80\u201385 % of your maximum heart rate: you can say a few words, but not hold a conversation.",
          "On each long side, change pace and make a turn. On each short side, play the ball against a wall or to a partner and receive it on the move.",
          "Work for 4 \xD7 4 minutes with 3 minutes of easy jogging between the blocks.",
          "Progression: after two weeks, go to 4 \xD7 5 minutes or cut the rest to 2 minutes.",
          "Cool down with 5 minutes of walking and light stretching."
        ],
        sv: [
          "V\xE4rm upp i 10 minuter: lugn l\xF6pning med boll, sedan bensvingar och tre stegringslopp p\xE5 20 meter.",
          "Markera en rektangel p\xE5 40 \xD7 20 meter med fyra koner. Driv bollen runt den p\xE5 ungef\xE4r 80\u201385 % av din maxpuls: du ska kunna s\xE4ga n\xE5gra ord men inte f\xF6ra ett samtal.",
          "G\xF6r en tempov\xE4xling och en v\xE4ndning p\xE5 varje l\xE5ngsida. P\xE5 varje kortsida spelar du bollen mot en v\xE4gg eller till en kompis och tar emot den i r\xF6relse.",
          "K\xF6r 4 \xD7 4 minuter med 3 minuters lugn jogg mellan blocken.",
          "Progression: efter tv\xE5 veckor k\xF6r du 4 \xD7 5 minuter eller kortar vilan till 2 minuter.",
          "Varva ner med 5 minuters g\xE5ng och l\xE4tt stretch."
        ],
        fr: [
          "\xC9chauffez-vous 10 minutes : footing l\xE9ger avec ballon, puis balanc\xE9s de jambes et trois acc\xE9l\xE9rations progressives sur 20 m.",
          "D\xE9limitez un rectangle de 40 \xD7 20 m avec quatre plots. Faites-en le tour en conduite de balle \xE0 environ 80\u201385 % de votre fr\xE9quence cardiaque maximale : vous pouvez dire quelques mots, mais pas tenir une conversation.",
          "Sur chaque grand c\xF4t\xE9, changez de rythme et faites un demi-tour. Sur chaque petit c\xF4t\xE9, jouez le ballon contre un mur ou vers un partenaire et recevez-le en mouvement.",
          "Travaillez 4 \xD7 4 minutes avec 3 minutes de footing l\xE9ger entre les blocs.",
          "Progression : apr\xE8s deux semaines, passez \xE0 4 \xD7 5 minutes ou r\xE9duisez la r\xE9cup\xE9ration \xE0 2 minutes.",
          "Terminez par 5 minutes de marche et des \xE9tirements l\xE9gers."
        ],
        pt: [
          "Aque\xE7a durante 10 minutos: corrida leve com bola, depois balan\xE7os de pernas e tr\xEAs acelera\xE7\xF5es progressivas de 20 m.",
          "Marque um ret\xE2ngulo de 40 \xD7 20 m com quatro cones. Conduza a bola \xE0 volta dele a cerca de 80\u201385 % da sua frequ\xEAncia card\xEDaca m\xE1xima: consegue dizer algumas palavras, mas n\xE3o manter uma conversa.",
          "Em cada lado comprido, mude de ritmo e fa\xE7a uma rota\xE7\xE3o. Em cada lado curto, jogue a bola contra uma parede ou para um colega e receba-a em movimento.",
          "Trabalhe 4 \xD7 4 minutos com 3 minutos de corrida leve entre os blocos.",
          "Progress\xE3o: ao fim de duas semanas, passe para 4 \xD7 5 minutos ou reduza a pausa para 2 minutos.",
          "Termine com 5 minutos a caminhar e alongamentos leves."
        ]
      },
      coachingPoints: {
        en: [
          "Keep an even pace: the last block should be as fast as the first.",
          "Keep the ball close even when you are tired \u2013 tired touches are the ones that count in a match.",
          "Breathe in a rhythm and lift your head between touches."
        ],
        sv: [
          "H\xE5ll j\xE4mnt tempo: sista blocket ska g\xE5 lika fort som det f\xF6rsta.",
          "H\xE5ll bollen n\xE4ra \xE4ven n\xE4r du \xE4r tr\xF6tt \u2013 det \xE4r de tr\xF6tta tillslagen som avg\xF6r matcher.",
          "Andas i rytm och lyft blicken mellan tillslagen."
        ],
        fr: [
          "Gardez une allure r\xE9guli\xE8re : le dernier bloc doit \xEAtre aussi rapide que le premier.",
          "Gardez le ballon pr\xE8s de vous m\xEAme fatigu\xE9 : ce sont ces touches-l\xE0 qui comptent en match.",
          "Respirez en rythme et levez la t\xEAte entre les touches."
        ],
        pt: [
          "Mantenha um ritmo constante: o \xFAltimo bloco deve ser t\xE3o r\xE1pido como o primeiro.",
          "Mantenha a bola perto mesmo quando estiver cansado \u2013 s\xE3o esses toques que contam num jogo.",
          "Respire de forma ritmada e levante a cabe\xE7a entre os toques."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "cones", "wall", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b4-tempo-runs",
      title: {
        en: "Pitch tempo runs",
        sv: "Tempol\xF6pning p\xE5 planen",
        fr: "Courses de tempo sur le terrain",
        pt: "Corridas de tempo no campo"
      },
      description: {
        en: "Classic pre-season tempo runs build endurance and teach you to run relaxed at a controlled speed. Walking the recoveries keeps every run at the right quality.",
        sv: "Klassisk tempol\xF6pning p\xE5 f\xF6rs\xE4songen bygger uth\xE5llighet och l\xE4r dig springa avslappnat i kontrollerad fart. G\xE5ngvilan g\xF6r att varje lopp h\xE5ller r\xE4tt kvalitet.",
        fr: "Les courses de tempo classiques de l\u2019avant-saison d\xE9veloppent l\u2019endurance et vous apprennent \xE0 courir rel\xE2ch\xE9 \xE0 une vitesse contr\xF4l\xE9e. La r\xE9cup\xE9ration en marchant garde chaque course \xE0 la bonne qualit\xE9.",
        pt: "As cl\xE1ssicas corridas de tempo da pr\xE9-\xE9poca desenvolvem a resist\xEAncia e ensinam-no a correr descontra\xEDdo a uma velocidade controlada. A recupera\xE7\xE3o a caminhar mant\xE9m cada corrida com a qualidade certa."
      },
      steps: {
        en: [
          "Warm up for 10 minutes with jogging, skips and dynamic stretches.",
          "Run the length of the pitch (about 100 m) in 18\u201320 seconds, at roughly 70 % of your top speed.",
          "Walk across the width of the pitch (about 60 m) in 45 seconds as your recovery, then start the next run.",
          "Do 8 runs, rest for 3 minutes, then do a second set of 8.",
          "Progression: add 2 runs per set each week, up to 2 \xD7 12, before you shorten the walk.",
          "Finish with 5 minutes of easy jogging and calf and hip stretches."
        ],
        sv: [
          "V\xE4rm upp i 10 minuter med jogg, skipping och dynamisk stretch.",
          "Spring planens l\xE4ngd (ungef\xE4r 100 meter) p\xE5 18\u201320 sekunder, i cirka 70 % av din maxfart.",
          "G\xE5 \xF6ver planens bredd (ungef\xE4r 60 meter) p\xE5 45 sekunder som vila, och starta sedan n\xE4sta lopp.",
          "G\xF6r 8 lopp, vila 3 minuter och g\xF6r sedan en andra serie med 8.",
          "Progression: l\xE4gg till 2 lopp per serie varje vecka, upp till 2 \xD7 12, innan du kortar g\xE5ngen.",
          "Avsluta med 5 minuters lugn jogg och stretch f\xF6r vader och h\xF6fter."
        ],
        fr: [
          "\xC9chauffez-vous 10 minutes avec du footing, des skippings et des \xE9tirements dynamiques.",
          "Courez la longueur du terrain (environ 100 m) en 18\u201320 secondes, \xE0 environ 70 % de votre vitesse maximale.",
          "Traversez la largeur du terrain (environ 60 m) en marchant en 45 secondes pour r\xE9cup\xE9rer, puis repartez.",
          "Faites 8 courses, r\xE9cup\xE9rez 3 minutes, puis encha\xEEnez une deuxi\xE8me s\xE9rie de 8.",
          "Progression : ajoutez 2 courses par s\xE9rie chaque semaine, jusqu\u2019\xE0 2 \xD7 12, avant de raccourcir la marche.",
          "Terminez par 5 minutes de footing l\xE9ger et des \xE9tirements des mollets et des hanches."
        ],
        pt: [
          "Aque\xE7a durante 10 minutos com corrida leve, skippings e alongamentos din\xE2micos.",
          "Corra o comprimento do campo (cerca de 100 m) em 18\u201320 segundos, a cerca de 70 % da sua velocidade m\xE1xima.",
          "Atravesse a largura do campo (cerca de 60 m) a caminhar em 45 segundos para recuperar e comece a corrida seguinte.",
          "Fa\xE7a 8 corridas, descanse 3 minutos e fa\xE7a uma segunda s\xE9rie de 8.",
          "Progress\xE3o: acrescente 2 corridas por s\xE9rie em cada semana, at\xE9 2 \xD7 12, antes de encurtar a caminhada.",
          "Termine com 5 minutos de corrida leve e alongamentos dos g\xE9meos e das ancas."
        ]
      },
      coachingPoints: {
        en: [
          "Run tall and relaxed: loose shoulders, arms driving back.",
          "Hit the target time on every run \u2013 not faster, not slower.",
          "If you miss the time on two runs in a row, end the set."
        ],
        sv: [
          "Spring h\xF6gt och avslappnat: l\xF6sa axlar, armarna driver bak\xE5t.",
          "Pricka m\xE5ltiden p\xE5 varje lopp \u2013 inte fortare, inte l\xE5ngsammare.",
          "Missar du tiden tv\xE5 lopp i rad avslutar du serien."
        ],
        fr: [
          "Courez grand et rel\xE2ch\xE9 : \xE9paules d\xE9tendues, bras qui poussent vers l\u2019arri\xE8re.",
          "Respectez le temps cible \xE0 chaque course : ni plus vite, ni plus lentement.",
          "Si vous manquez le temps deux fois de suite, arr\xEAtez la s\xE9rie."
        ],
        pt: [
          "Corra direito e descontra\xEDdo: ombros soltos, bra\xE7os a empurrar para tr\xE1s.",
          "Cumpra o tempo-alvo em cada corrida \u2013 nem mais r\xE1pido, nem mais lento.",
          "Se falhar o tempo em duas corridas seguidas, termine a s\xE9rie."
        ]
      },
      durationMinutes: 45,
      equipment: ["cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b4-bodyweight-strength-circuit",
      title: {
        en: "Bodyweight strength circuit",
        sv: "Styrkecirkel med kroppsvikt",
        fr: "Circuit de renforcement au poids du corps",
        pt: "Circuito de for\xE7a com o peso do corpo"
      },
      description: {
        en: "A strength circuit you can do at home or at the pitch without a gym. It builds the base your body needs for a season of sprints, jumps and duels.",
        sv: "En styrkecirkel som du kan g\xF6ra hemma eller vid planen utan gym. Den bygger grunden som kroppen beh\xF6ver f\xF6r en s\xE4song med sprinter, hopp och dueller.",
        fr: "Un circuit de renforcement \xE0 faire chez vous ou au stade, sans salle de musculation. Il construit la base dont votre corps a besoin pour une saison de sprints, de sauts et de duels.",
        pt: "Um circuito de for\xE7a que pode fazer em casa ou no campo, sem gin\xE1sio. Constr\xF3i a base de que o seu corpo precisa para uma \xE9poca de sprints, saltos e duelos."
      },
      steps: {
        en: [
          "Warm up for 5 minutes: skipping rope, then 10 bodyweight squats and 10 lunges.",
          "Set up six stations: split squats (8 per leg), push-ups (10\u201315), single-leg hip bridges (10 per leg), side plank (30 seconds per side), reverse lunges with a knee drive (8 per leg) and plank with shoulder taps (30 seconds).",
          "Go through the circuit with 20 seconds between stations and 2 minutes between rounds. Do 3 rounds.",
          "Progression: lower slowly for 3 seconds on every rep, and add a fourth round in week three.",
          "Finish with 5 minutes of hip and hamstring stretches on the mat."
        ],
        sv: [
          "V\xE4rm upp i 5 minuter: hopprep, sedan 10 kn\xE4b\xF6j och 10 utfallssteg utan vikt.",
          "St\xE4ll upp sex stationer: bulgarska utfall (8 per ben), armh\xE4vningar (10\u201315), h\xF6ftlyft p\xE5 ett ben (10 per ben), sidoplanka (30 sekunder per sida), bak\xE5tutfall med kn\xE4drag (8 per ben) och planka med axelklapp (30 sekunder).",
          "G\xE5 igenom cirkeln med 20 sekunder mellan stationerna och 2 minuter mellan varven. G\xF6r 3 varv.",
          "Progression: s\xE4nk dig l\xE5ngsamt p\xE5 3 sekunder i varje repetition, och l\xE4gg till ett fj\xE4rde varv vecka tre.",
          "Avsluta med 5 minuters stretch f\xF6r h\xF6fter och baksida l\xE5r p\xE5 mattan."
        ],
        fr: [
          "\xC9chauffez-vous 5 minutes : corde \xE0 sauter, puis 10 squats et 10 fentes au poids du corps.",
          "Installez six ateliers : squats bulgares (8 par jambe), pompes (10\u201315), ponts fessiers sur une jambe (10 par jambe), gainage lat\xE9ral (30 secondes par c\xF4t\xE9), fentes arri\xE8re avec mont\xE9e de genou (8 par jambe) et planche avec touches d\u2019\xE9paules (30 secondes).",
          "Encha\xEEnez le circuit avec 20 secondes entre les ateliers et 2 minutes entre les tours. Faites 3 tours.",
          "Progression : descendez lentement en 3 secondes \xE0 chaque r\xE9p\xE9tition, puis ajoutez un quatri\xE8me tour la troisi\xE8me semaine.",
          "Terminez par 5 minutes d\u2019\xE9tirements des hanches et des ischio-jambiers sur le tapis."
        ],
        pt: [
          "Aque\xE7a durante 5 minutos: corda de saltar, depois 10 agachamentos e 10 afundos com o peso do corpo.",
          "Monte seis esta\xE7\xF5es: agachamentos b\xFAlgaros (8 por perna), flex\xF5es (10\u201315), pontes de gl\xFAteos a uma perna (10 por perna), prancha lateral (30 segundos por lado), afundos atr\xE1s com eleva\xE7\xE3o do joelho (8 por perna) e prancha com toques nos ombros (30 segundos).",
          "Fa\xE7a o circuito com 20 segundos entre esta\xE7\xF5es e 2 minutos entre voltas. Fa\xE7a 3 voltas.",
          "Progress\xE3o: des\xE7a lentamente em 3 segundos em cada repeti\xE7\xE3o e acrescente uma quarta volta na terceira semana.",
          "Termine com 5 minutos de alongamentos das ancas e dos isquiotibiais no tapete."
        ]
      },
      coachingPoints: {
        en: [
          "Keep your knee in line with your toes on every squat and lunge.",
          "Keep your trunk tight: no sagging hips in planks or push-ups.",
          "Quality before speed \u2013 control every rep."
        ],
        sv: [
          "H\xE5ll kn\xE4t i linje med t\xE5rna i varje kn\xE4b\xF6j och utfall.",
          "Sp\xE4nn b\xE5len: inga h\xE4ngande h\xF6fter i plankor eller armh\xE4vningar.",
          "Kvalitet f\xF6re fart \u2013 kontrollera varje repetition."
        ],
        fr: [
          "Gardez le genou dans l\u2019axe du pied \xE0 chaque squat et \xE0 chaque fente.",
          "Gainez le tronc : pas de bassin qui s\u2019affaisse en planche ou en pompes.",
          "La qualit\xE9 avant la vitesse : contr\xF4lez chaque r\xE9p\xE9tition."
        ],
        pt: [
          "Mantenha o joelho alinhado com a ponta do p\xE9 em cada agachamento e afundo.",
          "Mantenha o tronco firme: nada de ancas desca\xEDdas nas pranchas ou flex\xF5es.",
          "Qualidade antes de velocidade \u2013 controle cada repeti\xE7\xE3o."
        ]
      },
      durationMinutes: 35,
      equipment: ["mat", "skippingRope"],
      videoUrl: null
    },
    {
      key: "b4-injury-prevention-routine",
      title: {
        en: "Injury-prevention routine",
        sv: "Skadef\xF6rebyggande program",
        fr: "Routine de pr\xE9vention des blessures",
        pt: "Rotina de preven\xE7\xE3o de les\xF5es"
      },
      description: {
        en: "A 25-minute routine with proven exercises for hamstrings, groin, knees and ankles. Do it twice a week as a warm-up or after training to lower your injury risk.",
        sv: "Ett program p\xE5 25 minuter med bepr\xF6vade \xF6vningar f\xF6r baksida l\xE5r, ljumskar, kn\xE4n och fotleder. G\xF6r det tv\xE5 g\xE5nger i veckan som uppv\xE4rmning eller efter tr\xE4ning f\xF6r att minska skaderisken.",
        fr: "Une routine de 25 minutes avec des exercices \xE9prouv\xE9s pour les ischio-jambiers, les adducteurs, les genoux et les chevilles. Faites-la deux fois par semaine en \xE9chauffement ou apr\xE8s l\u2019entra\xEEnement pour r\xE9duire le risque de blessure.",
        pt: "Uma rotina de 25 minutos com exerc\xEDcios comprovados para os isquiotibiais, os adutores, os joelhos e os tornozelos. Fa\xE7a-a duas vezes por semana como aquecimento ou depois do treino para reduzir o risco de les\xE3o."
      },
      steps: {
        en: [
          "Start with 5 minutes of running drills over 20 m: jogging, hip out, hip in, side shuffles and quick forward\u2013backward runs.",
          "Nordic hamstring curls with a partner holding your ankles: 3 \xD7 5, lowering yourself as slowly as you can.",
          "Copenhagen plank for the groin: top leg on a bench or your partner\u2019s arm, 3 \xD7 20 seconds per side (bend the knee to make it easier).",
          "Single-leg balance: 3 \xD7 30 seconds per leg while passing a ball with your partner, or with your eyes closed for the last 10 seconds.",
          "Jump and land: 3 \xD7 6 squat jumps with soft landings, then 3 \xD7 6 sideways hops per leg."
        ],
        sv: [
          "B\xF6rja med 5 minuters l\xF6p\xF6vningar \xF6ver 20 meter: jogg, h\xF6ft ut, h\xF6ft in, sidledsf\xF6rflyttning och snabba l\xF6pningar fram och tillbaka.",
          "Nordic hamstrings med en kompis som h\xE5ller dina fotleder: 3 \xD7 5, s\xE4nk dig s\xE5 l\xE5ngsamt du kan.",
          "K\xF6penhamnsplanka f\xF6r ljumskarna: \xF6versta benet p\xE5 en b\xE4nk eller din kompis arm, 3 \xD7 20 sekunder per sida (b\xF6j kn\xE4t f\xF6r att g\xF6ra den l\xE4ttare).",
          "Balans p\xE5 ett ben: 3 \xD7 30 sekunder per ben medan du passar en boll med din kompis, eller blunda de sista 10 sekunderna.",
          "Hopp och landning: 3 \xD7 6 upphopp med mjuka landningar, sedan 3 \xD7 6 sidohopp per ben."
        ],
        fr: [
          "Commencez par 5 minutes de gammes sur 20 m : footing, ouverture de hanche, fermeture de hanche, pas chass\xE9s et allers-retours rapides.",
          "Nordic hamstrings avec un partenaire qui tient vos chevilles : 3 \xD7 5, en descendant le plus lentement possible.",
          "Planche de Copenhague pour les adducteurs : jambe du dessus sur un banc ou le bras de votre partenaire, 3 \xD7 20 secondes par c\xF4t\xE9 (pliez le genou pour simplifier).",
          "\xC9quilibre sur une jambe : 3 \xD7 30 secondes par jambe en vous passant le ballon avec votre partenaire, ou les yeux ferm\xE9s les 10 derni\xE8res secondes.",
          "Sauter et se r\xE9ceptionner : 3 \xD7 6 sauts verticaux avec une r\xE9ception souple, puis 3 \xD7 6 sauts lat\xE9raux par jambe."
        ],
        pt: [
          "Comece com 5 minutos de exerc\xEDcios de corrida em 20 m: corrida leve, abertura da anca, fecho da anca, deslocamentos laterais e corridas r\xE1pidas para a frente e para tr\xE1s.",
          "N\xF3rdicos para os isquiotibiais com um colega a segurar-lhe os tornozelos: 3 \xD7 5, descendo o mais devagar poss\xEDvel.",
          "Prancha de Copenhaga para os adutores: perna de cima num banco ou no bra\xE7o do colega, 3 \xD7 20 segundos por lado (dobre o joelho para facilitar).",
          "Equil\xEDbrio numa perna: 3 \xD7 30 segundos por perna a trocar passes com o colega, ou de olhos fechados nos \xFAltimos 10 segundos.",
          "Saltar e aterrar: 3 \xD7 6 saltos verticais com aterragens suaves, depois 3 \xD7 6 saltos laterais por perna."
        ]
      },
      coachingPoints: {
        en: [
          "Land softly and quietly with the knee over the foot, never caving inwards.",
          "In Nordics, keep a straight line from knees to shoulders.",
          "Regularity beats difficulty: twice a week, every week."
        ],
        sv: [
          "Landa mjukt och tyst med kn\xE4t \xF6ver foten, aldrig in\xE5t.",
          "H\xE5ll en rak linje fr\xE5n kn\xE4n till axlar i nordic hamstrings.",
          "Regelbundenhet sl\xE5r sv\xE5righet: tv\xE5 g\xE5nger i veckan, varje vecka."
        ],
        fr: [
          "R\xE9ceptionnez-vous en douceur, sans bruit, genou au-dessus du pied, jamais vers l\u2019int\xE9rieur.",
          "En Nordic, gardez une ligne droite des genoux aux \xE9paules.",
          "La r\xE9gularit\xE9 compte plus que la difficult\xE9 : deux fois par semaine, chaque semaine."
        ],
        pt: [
          "Aterre de forma suave e silenciosa, com o joelho sobre o p\xE9, nunca para dentro.",
          "Nos n\xF3rdicos, mantenha uma linha reta dos joelhos aos ombros.",
          "A regularidade vale mais do que a dificuldade: duas vezes por semana, todas as semanas."
        ]
      },
      durationMinutes: 25,
      equipment: ["mat", "cones", "ball", "partner"],
      videoUrl: null
    },
    {
      key: "b4-intermittent-15-15",
      title: {
        en: "15/15 intermittent runs",
        sv: "Intervaller 15/15",
        fr: "Intermittent 15/15",
        pt: "Intermitente 15/15"
      },
      description: {
        en: "Runs of 15 seconds on and 15 seconds off copy the stop-start rhythm of a match. They build the intermittent endurance that keeps you running in the last 15 minutes.",
        sv: "L\xF6pningar med 15 sekunders arbete och 15 sekunders vila liknar matchens ryckiga rytm. De bygger den intermittenta uth\xE5lligheten som g\xF6r att du orkar \xE4ven de sista 15 minuterna.",
        fr: "Des courses de 15 secondes d\u2019effort et 15 secondes de repos reproduisent le rythme saccad\xE9 d\u2019un match. Elles d\xE9veloppent l\u2019endurance intermittente qui vous fait encore courir dans le dernier quart d\u2019heure.",
        pt: "Corridas de 15 segundos de esfor\xE7o e 15 segundos de pausa imitam o ritmo intermitente de um jogo. Desenvolvem a resist\xEAncia intermitente que o mant\xE9m a correr nos \xFAltimos 15 minutos."
      },
      steps: {
        en: [
          "Warm up for 10 minutes with jogging, dynamic stretches and three 30 m accelerations.",
          "Place two cones about 65 m apart. Test it: at a fast pace (around 90 % of your speed) you should just reach the far cone in 15 seconds.",
          "Run to the far cone in 15 seconds, rest for 15 seconds standing still, then run back. Keep going for 10 minutes.",
          "Rest for 4 minutes, then do a second block of 8 minutes. Use a stopwatch or an interval app for the signals.",
          "Progression: add a third block, or move the cone 5 m further once you reach it early every time."
        ],
        sv: [
          "V\xE4rm upp i 10 minuter med jogg, dynamisk stretch och tre accelerationer p\xE5 30 meter.",
          "St\xE4ll tv\xE5 koner ungef\xE4r 65 meter fr\xE5n varandra. Testa: i h\xF6gt tempo (runt 90 % av din fart) ska du precis n\xE5 bortre konen p\xE5 15 sekunder.",
          "Spring till bortre konen p\xE5 15 sekunder, vila 15 sekunder stillast\xE5ende och spring sedan tillbaka. H\xE5ll p\xE5 i 10 minuter.",
          "Vila 4 minuter och k\xF6r sedan ett andra block p\xE5 8 minuter. Anv\xE4nd tidtagarur eller en intervallapp f\xF6r signalerna.",
          "Progression: l\xE4gg till ett tredje block, eller flytta konen 5 meter l\xE4ngre bort n\xE4r du n\xE5r den f\xF6r tidigt varje g\xE5ng."
        ],
        fr: [
          "\xC9chauffez-vous 10 minutes avec du footing, des \xE9tirements dynamiques et trois acc\xE9l\xE9rations sur 30 m.",
          "Placez deux plots \xE0 environ 65 m l\u2019un de l\u2019autre. Testez : \xE0 allure rapide (environ 90 % de votre vitesse), vous devez tout juste atteindre le plot oppos\xE9 en 15 secondes.",
          "Courez jusqu\u2019au plot oppos\xE9 en 15 secondes, r\xE9cup\xE9rez 15 secondes sur place, puis revenez. Continuez pendant 10 minutes.",
          "R\xE9cup\xE9rez 4 minutes, puis faites un deuxi\xE8me bloc de 8 minutes. Utilisez un chronom\xE8tre ou une application de fractionn\xE9 pour les signaux.",
          "Progression : ajoutez un troisi\xE8me bloc, ou reculez le plot de 5 m quand vous l\u2019atteignez chaque fois en avance."
        ],
        pt: [
          "Aque\xE7a durante 10 minutos com corrida leve, alongamentos din\xE2micos e tr\xEAs acelera\xE7\xF5es de 30 m.",
          "Coloque dois cones a cerca de 65 m um do outro. Teste: a um ritmo r\xE1pido (cerca de 90 % da sua velocidade), deve chegar \xE0 justa ao cone do outro lado em 15 segundos.",
          "Corra at\xE9 ao cone do outro lado em 15 segundos, descanse 15 segundos parado e volte a correr. Continue durante 10 minutos.",
          "Descanse 4 minutos e fa\xE7a um segundo bloco de 8 minutos. Use um cron\xF3metro ou uma aplica\xE7\xE3o de intervalos para os sinais.",
          "Progress\xE3o: acrescente um terceiro bloco ou afaste o cone mais 5 m quando chegar sempre antes do tempo."
        ]
      },
      coachingPoints: {
        en: [
          "Every run ends at the cone \u2013 don\u2019t ease off in the last metres.",
          "Use the 15 seconds of rest to breathe deeply and set yourself for the next run.",
          "Aim for the same distance from the first run to the last."
        ],
        sv: [
          "Varje lopp slutar vid konen \u2013 sl\xE5 inte av p\xE5 de sista metrarna.",
          "Anv\xE4nd de 15 sekunderna vila till att andas djupt och g\xF6ra dig redo f\xF6r n\xE4sta lopp.",
          "Sikta p\xE5 samma str\xE4cka fr\xE5n f\xF6rsta till sista loppet."
        ],
        fr: [
          "Chaque course se termine au plot : ne ralentissez pas dans les derniers m\xE8tres.",
          "Profitez des 15 secondes de repos pour respirer profond\xE9ment et vous replacer.",
          "Visez la m\xEAme distance de la premi\xE8re \xE0 la derni\xE8re course."
        ],
        pt: [
          "Cada corrida acaba no cone \u2013 n\xE3o abrande nos \xFAltimos metros.",
          "Use os 15 segundos de pausa para respirar fundo e preparar a corrida seguinte.",
          "Procure fazer a mesma dist\xE2ncia da primeira \xE0 \xFAltima corrida."
        ]
      },
      durationMinutes: 35,
      equipment: ["cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b4-repeated-sprint-ability",
      title: {
        en: "Repeated-sprint sets",
        sv: "Upprepade sprinter",
        fr: "Sprints r\xE9p\xE9t\xE9s",
        pt: "Sprints repetidos"
      },
      description: {
        en: "Short sprints with short rest train you to keep making high-speed runs late in a match, when games are decided.",
        sv: "Korta sprinter med kort vila tr\xE4nar dig att forts\xE4tta g\xF6ra l\xF6pningar i h\xF6g fart sent i matchen, n\xE4r matcherna avg\xF6rs.",
        fr: "Des sprints courts avec peu de r\xE9cup\xE9ration vous apprennent \xE0 r\xE9p\xE9ter les courses \xE0 haute vitesse en fin de match, quand tout se d\xE9cide.",
        pt: "Sprints curtos com pouca recupera\xE7\xE3o treinam-no para continuar a fazer corridas a alta velocidade no fim do jogo, quando os jogos se decidem."
      },
      steps: {
        en: [
          "Warm up well for 12 minutes: jogging, dynamic stretches, skips and four build-up runs over 30 m.",
          "Mark a 30 m straight with cones at 0, 10 and 30 m.",
          "Sprint 30 m flat out, jog slowly back and start the next sprint every 25 seconds. Six sprints make one set.",
          "Do 3 sets with 4 minutes of walking and easy jogging between them. A partner can time the sprints.",
          "Progression: vary the starts (side-on, backwards, after a jump as if heading) or add a 180\xB0 turn at 15 m."
        ],
        sv: [
          "V\xE4rm upp ordentligt i 12 minuter: jogg, dynamisk stretch, skipping och fyra stegringslopp p\xE5 30 meter.",
          "Markera en 30 meter l\xE5ng str\xE4cka med koner vid 0, 10 och 30 meter.",
          "Sprinta 30 meter f\xF6r fullt, jogga lugnt tillbaka och starta n\xE4sta sprint var 25:e sekund. Sex sprinter \xE4r en serie.",
          "G\xF6r 3 serier med 4 minuters g\xE5ng och lugn jogg mellan dem. En kompis kan ta tid p\xE5 sprinterna.",
          "Progression: variera starterna (fr\xE5n sidan, bakl\xE4nges, efter ett upphopp som vid en nick) eller l\xE4gg in en v\xE4ndning p\xE5 180\xB0 vid 15 meter."
        ],
        fr: [
          "\xC9chauffez-vous bien pendant 12 minutes : footing, \xE9tirements dynamiques, skippings et quatre acc\xE9l\xE9rations progressives sur 30 m.",
          "D\xE9limitez une ligne droite de 30 m avec des plots \xE0 0, 10 et 30 m.",
          "Sprintez 30 m \xE0 fond, revenez en trottinant et repartez toutes les 25 secondes. Six sprints forment une s\xE9rie.",
          "Faites 3 s\xE9ries avec 4 minutes de marche et de footing l\xE9ger entre elles. Un partenaire peut chronom\xE9trer les sprints.",
          "Progression : variez les d\xE9parts (de profil, en marche arri\xE8re, apr\xE8s un saut comme pour une t\xEAte) ou ajoutez un demi-tour \xE0 15 m."
        ],
        pt: [
          "Aque\xE7a bem durante 12 minutos: corrida leve, alongamentos din\xE2micos, skippings e quatro acelera\xE7\xF5es progressivas de 30 m.",
          "Marque uma reta de 30 m com cones aos 0, 10 e 30 m.",
          "Fa\xE7a um sprint de 30 m no m\xE1ximo, volte a trote lento e arranque para o sprint seguinte a cada 25 segundos. Seis sprints fazem uma s\xE9rie.",
          "Fa\xE7a 3 s\xE9ries com 4 minutos de caminhada e corrida leve entre elas. Um colega pode cronometrar os sprints.",
          "Progress\xE3o: varie as partidas (de lado, de costas, depois de um salto como num cabeceamento) ou acrescente uma viragem de 180\xB0 aos 15 m."
        ]
      },
      coachingPoints: {
        en: [
          "Explode out of the start: low, powerful first steps.",
          "Write down your best and worst time \u2013 the gap should shrink over the weeks.",
          "Never sprint cold or with a tight muscle."
        ],
        sv: [
          "Explodera i starten: l\xE5ga, kraftfulla f\xF6rsta steg.",
          "Skriv upp din b\xE4sta och s\xE4msta tid \u2013 skillnaden ska minska vecka f\xF6r vecka.",
          "Sprinta aldrig kall eller med en stel muskel."
        ],
        fr: [
          "Explosez au d\xE9part : premiers appuis bas et puissants.",
          "Notez votre meilleur et votre moins bon temps : l\u2019\xE9cart doit diminuer au fil des semaines.",
          "Ne sprintez jamais \xE0 froid ou avec un muscle raide."
        ],
        pt: [
          "Exploda na partida: primeiros apoios baixos e potentes.",
          "Anote o seu melhor e o seu pior tempo \u2013 a diferen\xE7a deve diminuir ao longo das semanas.",
          "Nunca fa\xE7a sprints a frio ou com um m\xFAsculo tenso."
        ]
      },
      durationMinutes: 35,
      equipment: ["cones", "stopwatch", "partner"],
      videoUrl: null
    },
    {
      key: "b4-transition-sprint-drills",
      title: {
        en: "Transition sprints with the ball",
        sv: "Omst\xE4llningssprinter med boll",
        fr: "Sprints de transition avec ballon",
        pt: "Sprints de transi\xE7\xE3o com bola"
      },
      description: {
        en: "Train the first five seconds after the ball changes hands: drive forward at speed when your team wins it, sprint back into position when it is lost.",
        sv: "Tr\xE4na de f\xF6rsta fem sekunderna efter att bollen bytt lag: driv fram\xE5t i full fart n\xE4r ni vinner den, sprinta tillbaka till din position n\xE4r ni tappar den.",
        fr: "Travaillez les cinq premi\xE8res secondes apr\xE8s un changement de possession : foncez vers l\u2019avant quand votre \xE9quipe r\xE9cup\xE8re le ballon, sprintez pour vous replacer quand elle le perd.",
        pt: "Treine os primeiros cinco segundos depois de a bola mudar de equipa: avance em velocidade quando a sua equipa a recupera, fa\xE7a um sprint de recupera\xE7\xE3o quando a perde."
      },
      steps: {
        en: [
          "Put a small goal (or two cones) 40 m away and a line of cones at halfway, 20 m from you. Start in the middle with a ball at your feet.",
          "Attacking transition: your partner shouts \u2018win\u2019. Drive forward at full speed with big touches and finish into the goal within 6 seconds.",
          "Defensive transition: your partner shouts \u2018lose\u2019. Leave the ball, turn and sprint 20 m back behind the halfway line, then turn and set yourself in a defensive stance.",
          "Your partner mixes the calls at random: 3 sets of 6 reps, 30 seconds between reps and 3 minutes between sets.",
          "Progression: your partner chases you on the attacking reps, or plays a second ball into space when you arrive."
        ],
        sv: [
          "St\xE4ll ett litet m\xE5l (eller tv\xE5 koner) 40 meter bort och en rad koner vid mittlinjen, 20 meter fr\xE5n dig. B\xF6rja i mitten med en boll vid f\xF6tterna.",
          "Anfallsomst\xE4llning: din kompis ropar \u201Dvinst\u201D. Driv fram\xE5t i full fart med l\xE5nga tillslag och g\xF6r m\xE5l inom 6 sekunder.",
          "F\xF6rsvarsomst\xE4llning: din kompis ropar \u201Df\xF6rlust\u201D. L\xE4mna bollen, v\xE4nd och sprinta 20 meter tillbaka bakom mittlinjen, v\xE4nd sedan och ta en f\xF6rsvarsposition.",
          "Din kompis blandar ropen slumpm\xE4ssigt: 3 serier med 6 repetitioner, 30 sekunder mellan repetitionerna och 3 minuter mellan serierna.",
          "Progression: din kompis jagar dig i anfallsrepetitionerna, eller spelar en andra boll i djupled n\xE4r du kommer fram."
        ],
        fr: [
          "Placez un mini-but (ou deux plots) \xE0 40 m et une ligne de plots \xE0 mi-distance, \xE0 20 m de vous. Partez du milieu avec un ballon dans les pieds.",
          "Transition offensive : votre partenaire crie \xAB r\xE9cup\xE9r\xE9 \xBB. Foncez en conduite de balle avec de grandes touches et marquez en moins de 6 secondes.",
          "Transition d\xE9fensive : votre partenaire crie \xAB perdu \xBB. Laissez le ballon, faites demi-tour et sprintez 20 m jusque derri\xE8re la ligne du milieu, puis retournez-vous en position d\xE9fensive.",
          "Votre partenaire m\xE9lange les appels au hasard : 3 s\xE9ries de 6 r\xE9p\xE9titions, 30 secondes entre les r\xE9p\xE9titions et 3 minutes entre les s\xE9ries.",
          "Progression : votre partenaire vous poursuit sur les r\xE9p\xE9titions offensives, ou joue un deuxi\xE8me ballon dans l\u2019espace \xE0 votre arriv\xE9e."
        ],
        pt: [
          "Coloque uma baliza pequena (ou dois cones) a 40 m e uma linha de cones a meio, a 20 m de si. Comece no meio com a bola nos p\xE9s.",
          "Transi\xE7\xE3o ofensiva: o seu colega grita \xABganhou\xBB. Avance em condu\xE7\xE3o de bola \xE0 velocidade m\xE1xima, com toques longos, e marque em menos de 6 segundos.",
          "Transi\xE7\xE3o defensiva: o seu colega grita \xABperdeu\xBB. Deixe a bola, rode e fa\xE7a um sprint de 20 m at\xE9 passar a linha do meio, depois vire-se e assuma uma posi\xE7\xE3o defensiva.",
          "O seu colega mistura as ordens ao acaso: 3 s\xE9ries de 6 repeti\xE7\xF5es, 30 segundos entre repeti\xE7\xF5es e 3 minutos entre s\xE9ries.",
          "Progress\xE3o: o colega persegue-o nas repeti\xE7\xF5es ofensivas ou joga uma segunda bola no espa\xE7o quando chegar."
        ]
      },
      coachingPoints: {
        en: [
          "React to the call at once \u2013 the first step decides the transition.",
          "Attacking: push the ball into space and run onto it, few touches at top speed.",
          "Defending: take the shortest line back towards your own goal, then find the ball with your eyes."
        ],
        sv: [
          "Reagera direkt p\xE5 ropet \u2013 f\xF6rsta steget avg\xF6r omst\xE4llningen.",
          "Anfall: spela bollen framf\xF6r dig och spring ikapp den, f\xE5 tillslag i maxfart.",
          "F\xF6rsvar: ta kortaste v\xE4gen tillbaka mot eget m\xE5l och leta sedan upp bollen med blicken."
        ],
        fr: [
          "R\xE9agissez imm\xE9diatement \xE0 l\u2019appel : le premier pas d\xE9cide de la transition.",
          "En attaque : poussez le ballon dans l\u2019espace et courez dessus, peu de touches \xE0 pleine vitesse.",
          "En d\xE9fense : prenez la ligne la plus courte vers votre but, puis retrouvez le ballon du regard."
        ],
        pt: [
          "Reaja de imediato \xE0 ordem \u2013 o primeiro passo decide a transi\xE7\xE3o.",
          "A atacar: empurre a bola para o espa\xE7o e corra atr\xE1s dela, poucos toques \xE0 velocidade m\xE1xima.",
          "A defender: siga a linha mais curta para a sua baliza e depois procure a bola com os olhos."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "smallGoal", "partner"],
      videoUrl: null
    },
    {
      key: "b4-1v1-duel-intervals",
      title: {
        en: "1v1 duel intervals",
        sv: "Intervaller med 1 mot 1",
        fr: "Intervalles de duels en 1 contre 1",
        pt: "Intervalos de duelos 1x1"
      },
      description: {
        en: "Short, all-out 1v1 battles with a partner combine match-like fitness with the strength and footwork you need to win duels.",
        sv: "Korta dueller 1 mot 1 f\xF6r fullt med en kompis kombinerar matchlik kondition med den styrka och det fotarbete du beh\xF6ver f\xF6r att vinna dueller.",
        fr: "De courts duels \xE0 fond en 1 contre 1 avec un partenaire combinent une condition physique proche du match avec la force et les appuis n\xE9cessaires pour gagner vos duels.",
        pt: "Duelos 1x1 curtos e no m\xE1ximo com um colega juntam uma condi\xE7\xE3o f\xEDsica parecida com a do jogo \xE0 for\xE7a e aos apoios de que precisa para ganhar duelos."
      },
      steps: {
        en: [
          "Mark a 15 \xD7 10 m channel with a 2 m cone gate at each end. Warm up together for 10 minutes.",
          "One of you attacks, the other defends. The attacker tries to dribble through the defender\u2019s gate; the defender scores by winning the ball and dribbling through the other gate.",
          "Play 30 seconds flat out, then rest for 60 seconds. Swap roles after every rep.",
          "Do 2 sets of 8 reps with 3 minutes between sets, and keep score.",
          "Progression: play for 45 seconds, or make the attacker start by receiving a pass with their back to the gate."
        ],
        sv: [
          "Markera en korridor p\xE5 15 \xD7 10 meter med ett konm\xE5l p\xE5 2 meter i varje \xE4nde. V\xE4rm upp tillsammans i 10 minuter.",
          "En av er anfaller, den andra f\xF6rsvarar. Anfallaren f\xF6rs\xF6ker dribbla genom f\xF6rsvararens m\xE5l; f\xF6rsvararen g\xF6r po\xE4ng genom att vinna bollen och dribbla genom det andra m\xE5let.",
          "Spela 30 sekunder f\xF6r fullt och vila sedan 60 sekunder. Byt roller efter varje repetition.",
          "G\xF6r 2 serier med 8 repetitioner och 3 minuter mellan serierna, och r\xE4kna po\xE4ng.",
          "Progression: spela i 45 sekunder, eller l\xE5t anfallaren b\xF6rja med att ta emot en passning med ryggen mot m\xE5let."
        ],
        fr: [
          "D\xE9limitez un couloir de 15 \xD7 10 m avec une porte de 2 m \xE0 chaque extr\xE9mit\xE9. \xC9chauffez-vous ensemble pendant 10 minutes.",
          "L\u2019un attaque, l\u2019autre d\xE9fend. L\u2019attaquant essaie de franchir la porte du d\xE9fenseur en dribble ; le d\xE9fenseur marque en r\xE9cup\xE9rant le ballon et en franchissant l\u2019autre porte.",
          "Jouez 30 secondes \xE0 fond, puis r\xE9cup\xE9rez 60 secondes. Inversez les r\xF4les apr\xE8s chaque r\xE9p\xE9tition.",
          "Faites 2 s\xE9ries de 8 r\xE9p\xE9titions avec 3 minutes entre les s\xE9ries, en comptant les points.",
          "Progression : jouez 45 secondes, ou faites commencer l\u2019attaquant par une r\xE9ception dos \xE0 la porte."
        ],
        pt: [
          "Marque um corredor de 15 \xD7 10 m com uma baliza de cones de 2 m em cada ponta. Aque\xE7am juntos durante 10 minutos.",
          "Um ataca e o outro defende. O atacante tenta passar em drible pela baliza do defesa; o defesa marca ponto se ganhar a bola e passar em condu\xE7\xE3o pela outra baliza.",
          "Joguem 30 segundos no m\xE1ximo e descansem 60 segundos. Troquem de papel depois de cada repeti\xE7\xE3o.",
          "Fa\xE7am 2 s\xE9ries de 8 repeti\xE7\xF5es com 3 minutos entre s\xE9ries e contem os pontos.",
          "Progress\xE3o: joguem 45 segundos, ou o atacante come\xE7a por receber um passe de costas para a baliza."
        ]
      },
      coachingPoints: {
        en: [
          "Defend side-on and low, with short steps and your eyes on the ball.",
          "Use your body fairly: shoulder to shoulder, arms for balance, never to hold.",
          "Attack the defender at speed and change direction the moment they commit."
        ],
        sv: [
          "F\xF6rsvara snett med l\xE5g tyngdpunkt, korta steg och blicken p\xE5 bollen.",
          "Anv\xE4nd kroppen schysst: axel mot axel, armarna f\xF6r balans, aldrig f\xF6r att h\xE5lla.",
          "G\xE5 p\xE5 f\xF6rsvararen i fart och byt riktning s\xE5 fort hen satsar."
        ],
        fr: [
          "D\xE9fendez de profil, fl\xE9chi, avec de petits appuis et les yeux sur le ballon.",
          "Utilisez votre corps loyalement : \xE9paule contre \xE9paule, les bras pour l\u2019\xE9quilibre, jamais pour tenir.",
          "Attaquez le d\xE9fenseur en vitesse et changez de direction d\xE8s qu\u2019il se jette."
        ],
        pt: [
          "Defenda de lado, baixo, com passos curtos e os olhos na bola.",
          "Use o corpo de forma leal: ombro com ombro, bra\xE7os para o equil\xEDbrio, nunca para agarrar.",
          "Ataque o defesa em velocidade e mude de dire\xE7\xE3o no momento em que ele se compromete."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "cones", "partner", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b4-fitness-testing-day",
      title: {
        en: "Your fitness test day",
        sv: "Din testdag",
        fr: "Votre journ\xE9e de tests physiques",
        pt: "O seu dia de testes f\xEDsicos"
      },
      description: {
        en: "A simple test battery for speed, power, agility and endurance. Your results are the starting point for your own strength and sprint plan; repeat the tests every 8\u201310 weeks to see your progress.",
        sv: "Ett enkelt testbatteri f\xF6r snabbhet, explosivitet, smidighet och uth\xE5llighet. Resultaten blir startpunkten f\xF6r din egen styrke- och sprintplan; g\xF6r om testerna var 8\u201310:e vecka f\xF6r att se dina framsteg.",
        fr: "Une batterie de tests simple pour la vitesse, la puissance, l\u2019agilit\xE9 et l\u2019endurance. Vos r\xE9sultats servent de point de d\xE9part \xE0 votre plan de force et de vitesse ; refaites les tests toutes les 8 \xE0 10 semaines pour mesurer vos progr\xE8s.",
        pt: "Uma bateria de testes simples para velocidade, pot\xEAncia, agilidade e resist\xEAncia. Os resultados s\xE3o o ponto de partida do seu plano de for\xE7a e velocidade; repita os testes a cada 8\u201310 semanas para ver a sua evolu\xE7\xE3o."
      },
      steps: {
        en: [
          "Warm up for 15 minutes, ending with three fast 20 m runs. Test when you are rested, never the day after a match.",
          "Sprint: two attempts over 30 m with cones at 10 and 30 m; your partner times both splits. Keep the best.",
          "Power: standing long jump, three attempts. Measure from the start line to your back heel.",
          "Agility: 5-0-5 test \u2013 run in from 10 m, turn 180\xB0 on a line and sprint back 5 m. Your partner times from the 5 m cone to the line and back. Two attempts turning on each foot.",
          "Endurance, last of all: a Yo-Yo intermittent test with an app, or a 1200 m shuttle run. Write every result in a table with the date."
        ],
        sv: [
          "V\xE4rm upp i 15 minuter och avsluta med tre snabba lopp p\xE5 20 meter. Testa n\xE4r du \xE4r utvilad, aldrig dagen efter en match.",
          "Sprint: tv\xE5 f\xF6rs\xF6k p\xE5 30 meter med koner vid 10 och 30 meter; din kompis tar tid p\xE5 b\xE5da delstr\xE4ckorna. Spara det b\xE4sta.",
          "Explosivitet: st\xE5ende l\xE4ngdhopp, tre f\xF6rs\xF6k. M\xE4t fr\xE5n startlinjen till bakre h\xE4len.",
          "Smidighet: 5-0-5-test \u2013 spring in fr\xE5n 10 meter, v\xE4nd 180\xB0 p\xE5 en linje och sprinta 5 meter tillbaka. Din kompis tar tid fr\xE5n 5-meterskonen till linjen och tillbaka. Tv\xE5 f\xF6rs\xF6k med v\xE4ndning p\xE5 varje fot.",
          "Uth\xE5llighet, allra sist: ett Yo-Yo-test med en app, eller 1200 meter skyttell\xF6pning. Skriv in alla resultat i en tabell med datum."
        ],
        fr: [
          "\xC9chauffez-vous 15 minutes en terminant par trois courses rapides sur 20 m. Testez-vous repos\xE9, jamais le lendemain d\u2019un match.",
          "Vitesse : deux essais sur 30 m avec des plots \xE0 10 et 30 m ; votre partenaire chronom\xE8tre les deux temps interm\xE9diaires. Gardez le meilleur.",
          "Puissance : saut en longueur sans \xE9lan, trois essais. Mesurez de la ligne de d\xE9part au talon arri\xE8re.",
          "Agilit\xE9 : test 5-0-5 \u2013 arrivez lanc\xE9 depuis 10 m, faites demi-tour sur une ligne et resprintez 5 m. Votre partenaire chronom\xE8tre du plot des 5 m \xE0 la ligne et retour. Deux essais en tournant sur chaque pied.",
          "Endurance, en dernier : un test Yo-Yo intermittent avec une application, ou une navette de 1200 m. Notez tous les r\xE9sultats dans un tableau avec la date."
        ],
        pt: [
          "Aque\xE7a durante 15 minutos e termine com tr\xEAs corridas r\xE1pidas de 20 m. Fa\xE7a os testes descansado, nunca no dia a seguir a um jogo.",
          "Velocidade: duas tentativas de 30 m com cones aos 10 e aos 30 m; o seu colega cronometra os dois parciais. Guarde o melhor.",
          "Pot\xEAncia: salto em comprimento sem corrida, tr\xEAs tentativas. Me\xE7a da linha de partida at\xE9 ao calcanhar de tr\xE1s.",
          "Agilidade: teste 5-0-5 \u2013 entre lan\xE7ado a partir de 10 m, rode 180\xB0 numa linha e volte em sprint 5 m. O colega cronometra do cone dos 5 m at\xE9 \xE0 linha e de volta. Duas tentativas a rodar sobre cada p\xE9.",
          "Resist\xEAncia, por \xFAltimo: um teste Yo-Yo intermitente com uma aplica\xE7\xE3o ou uma corrida vaiv\xE9m de 1200 m. Registe todos os resultados numa tabela com a data."
        ]
      },
      coachingPoints: {
        en: [
          "Same conditions every time: same surface, same shoes, same warm-up.",
          "Give everything on every attempt, or the numbers mean nothing.",
          "Compare yourself with yourself, not with your teammates."
        ],
        sv: [
          "Samma f\xF6ruts\xE4ttningar varje g\xE5ng: samma underlag, samma skor, samma uppv\xE4rmning.",
          "Ge allt i varje f\xF6rs\xF6k, annars s\xE4ger siffrorna ingenting.",
          "J\xE4mf\xF6r dig med dig sj\xE4lv, inte med lagkamraterna."
        ],
        fr: [
          "Les m\xEAmes conditions \xE0 chaque fois : m\xEAme surface, m\xEAmes chaussures, m\xEAme \xE9chauffement.",
          "Donnez tout \xE0 chaque essai, sinon les chiffres ne veulent rien dire.",
          "Comparez-vous \xE0 vous-m\xEAme, pas \xE0 vos co\xE9quipiers."
        ],
        pt: [
          "As mesmas condi\xE7\xF5es de cada vez: o mesmo piso, as mesmas chuteiras, o mesmo aquecimento.",
          "D\xEA tudo em cada tentativa, sen\xE3o os n\xFAmeros n\xE3o significam nada.",
          "Compare-se consigo pr\xF3prio, n\xE3o com os colegas de equipa."
        ]
      },
      durationMinutes: 60,
      equipment: ["cones", "stopwatch", "partner"],
      videoUrl: null
    },
    {
      key: "b4-acceleration-mechanics",
      title: {
        en: "Acceleration mechanics",
        sv: "Accelerationsteknik",
        fr: "Technique d\u2019acc\xE9l\xE9ration",
        pt: "T\xE9cnica de acelera\xE7\xE3o"
      },
      description: {
        en: "Most sprints in football are shorter than 20 m. Better first steps \u2013 body lean, arm drive and powerful pushes \u2013 win you the race to the ball.",
        sv: "De flesta sprinter i fotboll \xE4r kortare \xE4n 20 meter. B\xE4ttre f\xF6rsta steg \u2013 fram\xE5tlutning, armarbete och kraftfulla fr\xE5nskjut \u2013 g\xF6r att du vinner kappl\xF6pningen om bollen.",
        fr: "La plupart des sprints au football font moins de 20 m. De meilleurs premiers appuis \u2013 inclinaison du corps, action des bras et pouss\xE9es puissantes \u2013 vous font gagner la course au ballon.",
        pt: "A maioria dos sprints no futebol tem menos de 20 m. Melhores primeiros apoios \u2013 inclina\xE7\xE3o do corpo, a\xE7\xE3o dos bra\xE7os e impulsos potentes \u2013 fazem-no ganhar a corrida \xE0 bola."
      },
      steps: {
        en: [
          "Warm up for 10 minutes, then do A-marches and A-skips over 15 m, three times each.",
          "Wall drill: lean against a wall at 45\xB0, drive one knee up and switch legs quickly, 3 \xD7 5 switches.",
          "Falling starts: stand tall, lean forward until you have to step, then sprint 10 m. 5 reps.",
          "Sprints from football positions \u2013 side-on, backpedalling, getting up from the ground: 6 \xD7 10\u201315 m with 60\u201390 seconds of rest.",
          "Resisted sprints: your partner holds a resistance band around your waist for 4 \xD7 10 m, then do 2 free sprints to feel the contrast."
        ],
        sv: [
          "V\xE4rm upp i 10 minuter och g\xF6r sedan A-g\xE5ng och A-skip p\xE5 15 meter, tre g\xE5nger var.",
          "V\xE4gg\xF6vning: luta dig mot en v\xE4gg i 45\xB0, driv upp ena kn\xE4t och byt ben snabbt, 3 \xD7 5 byten.",
          "Fallstarter: st\xE5 rak, luta dig fram\xE5t tills du m\xE5ste ta ett steg och sprinta sedan 10 meter. 5 repetitioner.",
          "Sprinter fr\xE5n fotbollsl\xE4gen \u2013 fr\xE5n sidan, bakl\xE4ngesl\xF6pning, upp fr\xE5n marken: 6 \xD7 10\u201315 meter med 60\u201390 sekunders vila.",
          "Sprinter med motst\xE5nd: din kompis h\xE5ller ett gummiband runt din midja i 4 \xD7 10 meter, g\xF6r sedan 2 fria sprinter och k\xE4nn skillnaden."
        ],
        fr: [
          "\xC9chauffez-vous 10 minutes, puis faites des A-marches et des A-skips sur 15 m, trois fois chacun.",
          "Exercice au mur : penchez-vous contre un mur \xE0 45\xB0, montez un genou et alternez vite les jambes, 3 \xD7 5 changements.",
          "D\xE9parts en chute : debout bien droit, penchez-vous vers l\u2019avant jusqu\u2019\xE0 devoir faire un pas, puis sprintez 10 m. 5 r\xE9p\xE9titions.",
          "Sprints depuis des positions de match \u2013 de profil, en reculant, en se relevant du sol : 6 \xD7 10\u201315 m avec 60 \xE0 90 secondes de r\xE9cup\xE9ration.",
          "Sprints r\xE9sist\xE9s : votre partenaire tient un \xE9lastique autour de votre taille sur 4 \xD7 10 m, puis faites 2 sprints libres pour sentir le contraste."
        ],
        pt: [
          "Aque\xE7a durante 10 minutos e depois fa\xE7a A-marchas e A-skips em 15 m, tr\xEAs vezes cada.",
          "Exerc\xEDcio na parede: incline-se contra uma parede a 45\xB0, suba um joelho e troque de perna rapidamente, 3 \xD7 5 trocas.",
          "Partidas em queda: de p\xE9 e direito, incline-se para a frente at\xE9 ter de dar um passo e fa\xE7a um sprint de 10 m. 5 repeti\xE7\xF5es.",
          "Sprints a partir de posi\xE7\xF5es de jogo \u2013 de lado, a recuar, a levantar-se do ch\xE3o: 6 \xD7 10\u201315 m com 60\u201390 segundos de pausa.",
          "Sprints com resist\xEAncia: o colega segura uma banda el\xE1stica \xE0 volta da sua cintura em 4 \xD7 10 m; depois fa\xE7a 2 sprints livres para sentir o contraste."
        ]
      },
      coachingPoints: {
        en: [
          "Push the ground back and down, with a forward lean from ankles to head.",
          "Drive your arms hard, from hip to chin.",
          "Rest fully between sprints \u2013 this is speed, not fitness."
        ],
        sv: [
          "Tryck marken bak\xE5t och ned\xE5t, med en fram\xE5tlutning fr\xE5n fotleder till huvud.",
          "Driv armarna kraftfullt, fr\xE5n h\xF6ften till hakan.",
          "Vila helt mellan sprinterna \u2013 det h\xE4r \xE4r snabbhet, inte kondition."
        ],
        fr: [
          "Poussez le sol vers l\u2019arri\xE8re et vers le bas, le corps inclin\xE9 des chevilles \xE0 la t\xEAte.",
          "Bras puissants, de la hanche au menton.",
          "R\xE9cup\xE9rez compl\xE8tement entre les sprints : c\u2019est de la vitesse, pas du cardio."
        ],
        pt: [
          "Empurre o ch\xE3o para tr\xE1s e para baixo, com o corpo inclinado dos tornozelos \xE0 cabe\xE7a.",
          "Use os bra\xE7os com for\xE7a, da anca ao queixo.",
          "Recupere totalmente entre sprints \u2013 isto \xE9 velocidade, n\xE3o resist\xEAncia."
        ]
      },
      durationMinutes: 35,
      equipment: ["cones", "wall", "resistanceBand", "partner"],
      videoUrl: null
    },
    {
      key: "b4-flying-sprints-max-speed",
      title: {
        en: "Flying sprints for top speed",
        sv: "Flygande sprinter f\xF6r maxfart",
        fr: "Sprints lanc\xE9s pour la vitesse maximale",
        pt: "Sprints lan\xE7ados para a velocidade m\xE1xima"
      },
      description: {
        en: "Reaching and holding top speed wins long races in behind and protects your hamstrings. A short, sharp dose every week keeps your speed all season.",
        sv: "Att n\xE5 och h\xE5lla maxfart vinner l\xE5nga l\xF6pningar i djupled och skyddar baksida l\xE5r. En kort, vass dos varje vecka h\xE5ller kvar farten hela s\xE4songen.",
        fr: "Atteindre et tenir sa vitesse maximale permet de gagner les longues courses dans le dos de la d\xE9fense et prot\xE8ge les ischio-jambiers. Une dose courte et intense chaque semaine entretient votre vitesse toute la saison.",
        pt: "Atingir e manter a velocidade m\xE1xima ganha as corridas longas nas costas da defesa e protege os isquiotibiais. Uma dose curta e intensa todas as semanas mant\xE9m a sua velocidade durante toda a \xE9poca."
      },
      steps: {
        en: [
          "Warm up for 12 minutes, including skips, high knees and heel flicks over 20 m.",
          "Place cones at 0, 20 and 40 m. Build up speed over the first 20 m, run the zone from 20 to 40 m at top speed, then slow down gradually.",
          "Do 4\u20136 reps with 2\u20133 minutes of walking rest. Your partner times the flying 20 m.",
          "Finish with 3 \xD7 30 m sprints with a ball: knock it far ahead and run onto it at full speed.",
          "In season, keep it to 4 reps once a week, no later than two days before a match."
        ],
        sv: [
          "V\xE4rm upp i 12 minuter med skipping, kn\xE4lyft och h\xE4lkick \xF6ver 20 meter.",
          "St\xE4ll koner vid 0, 20 och 40 meter. Bygg upp farten de f\xF6rsta 20 metrarna, spring zonen mellan 20 och 40 meter i maxfart och bromsa sedan gradvis.",
          "G\xF6r 4\u20136 repetitioner med 2\u20133 minuters g\xE5ngvila. Din kompis tar tid p\xE5 de flygande 20 metrarna.",
          "Avsluta med 3 \xD7 30 meter sprint med boll: spela den l\xE5ngt framf\xF6r dig och spring ikapp den i full fart.",
          "Under s\xE4songen r\xE4cker 4 repetitioner en g\xE5ng i veckan, senast tv\xE5 dagar f\xF6re match."
        ],
        fr: [
          "\xC9chauffez-vous 12 minutes avec des skippings, des mont\xE9es de genoux et des talons-fesses sur 20 m.",
          "Placez des plots \xE0 0, 20 et 40 m. Prenez de la vitesse sur les 20 premiers m\xE8tres, courez la zone de 20 \xE0 40 m \xE0 vitesse maximale, puis ralentissez progressivement.",
          "Faites 4 \xE0 6 r\xE9p\xE9titions avec 2 \xE0 3 minutes de r\xE9cup\xE9ration en marchant. Votre partenaire chronom\xE8tre les 20 m lanc\xE9s.",
          "Terminez par 3 \xD7 30 m de sprint avec ballon : poussez-le loin devant vous et allez le chercher \xE0 pleine vitesse.",
          "En saison, limitez-vous \xE0 4 r\xE9p\xE9titions une fois par semaine, au plus tard deux jours avant un match."
        ],
        pt: [
          "Aque\xE7a durante 12 minutos, com skippings, eleva\xE7\xF5es de joelhos e calcanhares aos gl\xFAteos em 20 m.",
          "Coloque cones aos 0, 20 e 40 m. Ganhe velocidade nos primeiros 20 m, corra a zona dos 20 aos 40 m \xE0 velocidade m\xE1xima e depois abrande gradualmente.",
          "Fa\xE7a 4\u20136 repeti\xE7\xF5es com 2\u20133 minutos de pausa a caminhar. O colega cronometra os 20 m lan\xE7ados.",
          "Termine com 3 \xD7 30 m de sprint com bola: empurre-a para bem longe e v\xE1 atr\xE1s dela \xE0 velocidade m\xE1xima.",
          "Durante a \xE9poca, fique por 4 repeti\xE7\xF5es uma vez por semana, no m\xE1ximo at\xE9 dois dias antes de um jogo."
        ]
      },
      coachingPoints: {
        en: [
          "Run tall and relaxed at top speed \u2013 tension slows you down.",
          "Quick, stiff foot contacts right under your hips.",
          "Stop at once if you feel any tightness in the back of your thigh."
        ],
        sv: [
          "Spring h\xF6gt och avslappnat i maxfart \u2013 sp\xE4nningar bromsar dig.",
          "Snabba, sp\xE4nstiga fotis\xE4ttningar rakt under h\xF6ften.",
          "Avbryt direkt om du k\xE4nner n\xE5got stramt i baksida l\xE5r."
        ],
        fr: [
          "Courez grand et rel\xE2ch\xE9 \xE0 vitesse maximale : la crispation vous freine.",
          "Des appuis rapides et toniques, juste sous les hanches.",
          "Arr\xEAtez imm\xE9diatement si vous sentez une tension \xE0 l\u2019arri\xE8re de la cuisse."
        ],
        pt: [
          "Corra direito e descontra\xEDdo \xE0 velocidade m\xE1xima \u2013 a tens\xE3o trava-o.",
          "Apoios r\xE1pidos e reativos, mesmo por baixo das ancas.",
          "Pare de imediato se sentir alguma tens\xE3o na parte de tr\xE1s da coxa."
        ]
      },
      durationMinutes: 30,
      equipment: ["cones", "stopwatch", "partner", "ball"],
      videoUrl: null
    },
    {
      key: "b4-deceleration-and-change-of-direction",
      title: {
        en: "Braking and changing direction",
        sv: "Inbromsning och riktningsf\xF6r\xE4ndring",
        fr: "Freinage et changements de direction",
        pt: "Travagem e mudan\xE7as de dire\xE7\xE3o"
      },
      description: {
        en: "Hard braking and sharp cuts are where many knee and ankle injuries happen. Learning to decelerate well makes you quicker and more robust at the same time.",
        sv: "H\xE5rda inbromsningar och skarpa riktningsf\xF6r\xE4ndringar \xE4r d\xE4r m\xE5nga kn\xE4- och fotledsskador uppst\xE5r. N\xE4r du l\xE4r dig bromsa r\xE4tt blir du b\xE5de snabbare och t\xE5ligare.",
        fr: "Beaucoup de blessures aux genoux et aux chevilles surviennent lors des freinages et des changements d\u2019appui. Apprendre \xE0 bien d\xE9c\xE9l\xE9rer vous rend \xE0 la fois plus rapide et plus solide.",
        pt: "Muitas les\xF5es nos joelhos e nos tornozelos acontecem nas travagens bruscas e nas mudan\xE7as de dire\xE7\xE3o. Aprender a desacelerar bem torna-o mais r\xE1pido e mais robusto ao mesmo tempo."
      },
      steps: {
        en: [
          "Warm up for 10 minutes with jogging and side shuffles.",
          "Deceleration runs: sprint 10 m and stop within 3 steps in a low, balanced stance. 6 reps, building speed each time.",
          "45\xB0 cuts: set cones in a zigzag 5 m apart over 25 m. Sprint and plant on the outside foot at every cone. 4 runs.",
          "180\xB0 turns: 5-10-5 shuttle (5 m, back 10 m, back 5 m), turning on the left foot and on the right foot. 6 reps with full rest.",
          "Finish with the ball: dribble at speed and make a sharp cut or drag-back when your partner calls. 6 reps."
        ],
        sv: [
          "V\xE4rm upp i 10 minuter med jogg och sidledsf\xF6rflyttningar.",
          "Inbromsningslopp: sprinta 10 meter och stanna p\xE5 3 steg i en l\xE5g, balanserad position. 6 repetitioner med \xF6kande fart.",
          "Finter i 45\xB0: st\xE4ll koner i sicksack med 5 meters mellanrum p\xE5 25 meter. Sprinta och s\xE4tt i ytterfoten vid varje kon. 4 lopp.",
          "V\xE4ndningar p\xE5 180\xB0: 5-10-5-skyttel (5 meter, tillbaka 10, tillbaka 5), v\xE4nd p\xE5 v\xE4nster och p\xE5 h\xF6ger fot. 6 repetitioner med full vila.",
          "Avsluta med boll: driv bollen i fart och g\xF6r en skarp v\xE4ndning eller ett draget tillslag bak\xE5t n\xE4r din kompis ropar. 6 repetitioner."
        ],
        fr: [
          "\xC9chauffez-vous 10 minutes avec du footing et des pas chass\xE9s.",
          "Courses de freinage : sprintez 10 m et arr\xEAtez-vous en 3 appuis dans une position basse et \xE9quilibr\xE9e. 6 r\xE9p\xE9titions, de plus en plus vite.",
          "Changements d\u2019appui \xE0 45\xB0 : placez des plots en zigzag tous les 5 m sur 25 m. Sprintez et prenez appui sur le pied ext\xE9rieur \xE0 chaque plot. 4 passages.",
          "Demi-tours : navette 5-10-5 (5 m, retour 10 m, retour 5 m), en tournant sur le pied gauche puis sur le pied droit. 6 r\xE9p\xE9titions avec r\xE9cup\xE9ration compl\xE8te.",
          "Terminez avec le ballon : conduite de balle rapide puis crochet ou semelle vers l\u2019arri\xE8re \xE0 l\u2019appel de votre partenaire. 6 r\xE9p\xE9titions."
        ],
        pt: [
          "Aque\xE7a durante 10 minutos com corrida leve e deslocamentos laterais.",
          "Corridas de travagem: fa\xE7a um sprint de 10 m e pare em 3 passos numa posi\xE7\xE3o baixa e equilibrada. 6 repeti\xE7\xF5es, cada vez mais r\xE1pido.",
          "Mudan\xE7as de dire\xE7\xE3o a 45\xB0: coloque cones em ziguezague a cada 5 m ao longo de 25 m. Fa\xE7a o sprint e apoie no p\xE9 de fora em cada cone. 4 passagens.",
          "Viragens de 180\xB0: vaiv\xE9m 5-10-5 (5 m, volta 10 m, volta 5 m), a rodar sobre o p\xE9 esquerdo e sobre o p\xE9 direito. 6 repeti\xE7\xF5es com recupera\xE7\xE3o total.",
          "Termine com bola: conduza em velocidade e fa\xE7a uma mudan\xE7a de dire\xE7\xE3o brusca ou puxe a bola com a sola quando o colega chamar. 6 repeti\xE7\xF5es."
        ]
      },
      coachingPoints: {
        en: [
          "Lower your hips before the cut; knee over your toes, never inside.",
          "Shorter, quicker steps as you brake.",
          "Eyes up and chest over the planting foot."
        ],
        sv: [
          "S\xE4nk h\xF6ften f\xF6re riktningsf\xF6r\xE4ndringen; kn\xE4t \xF6ver t\xE5rna, aldrig in\xE5t.",
          "Kortare, snabbare steg n\xE4r du bromsar.",
          "Blicken upp och br\xF6stet \xF6ver st\xF6djefoten."
        ],
        fr: [
          "Baissez les hanches avant le changement d\u2019appui ; genou au-dessus des orteils, jamais vers l\u2019int\xE9rieur.",
          "Des appuis plus courts et plus rapides au freinage.",
          "Le regard haut et la poitrine au-dessus du pied d\u2019appui."
        ],
        pt: [
          "Baixe as ancas antes da mudan\xE7a de dire\xE7\xE3o; joelho sobre a ponta do p\xE9, nunca para dentro.",
          "Passos mais curtos e mais r\xE1pidos ao travar.",
          "Olhar levantado e peito por cima do p\xE9 de apoio."
        ]
      },
      durationMinutes: 30,
      equipment: ["cones", "ball", "partner"],
      videoUrl: null
    },
    {
      key: "b4-lower-body-strength-gym",
      title: {
        en: "Lower-body strength in the gym",
        sv: "Benstyrka i gymmet",
        fr: "Force du bas du corps en salle",
        pt: "For\xE7a dos membros inferiores no gin\xE1sio"
      },
      description: {
        en: "A progressive gym session with the key strength lifts for footballers. Strong legs and hamstrings make you faster, help you jump higher and keep you injury-free.",
        sv: "Ett progressivt gympass med de viktigaste styrke\xF6vningarna f\xF6r fotbollsspelare. Starka ben och baksida l\xE5r g\xF6r dig snabbare, hj\xE4lper dig att hoppa h\xF6gre och h\xE5ller dig skadefri.",
        fr: "Une s\xE9ance de musculation progressive avec les exercices de force essentiels pour le footballeur. Des jambes et des ischio-jambiers solides vous rendent plus rapide, vous font sauter plus haut et vous prot\xE8gent des blessures.",
        pt: "Uma sess\xE3o progressiva de gin\xE1sio com os exerc\xEDcios de for\xE7a essenciais para um futebolista. Pernas e isquiotibiais fortes tornam-no mais r\xE1pido, ajudam-no a saltar mais alto e protegem-no de les\xF5es."
      },
      steps: {
        en: [
          "Warm up for 10 minutes: bike or rowing machine, then bodyweight squats, lunges and glute bridges with a mini-band.",
          "Goblet squat or back squat: 4 \xD7 5 with a weight you could lift 7\u20138 times. Rest 2 minutes between sets.",
          "Romanian deadlift with dumbbells or a bar: 3 \xD7 6, lowering slowly.",
          "Rear-foot-elevated split squat: 3 \xD7 6 per leg.",
          "Nordic hamstring curls 3 \xD7 4 and single-leg calf raises 3 \xD7 12.",
          "Progression: add 2.5\u20135 kg once all sets feel solid with perfect technique. If you are new to the gym, learn each lift with a coach before adding weight."
        ],
        sv: [
          "V\xE4rm upp i 10 minuter: cykel eller roddmaskin, sedan kn\xE4b\xF6j, utfall och h\xF6ftlyft med miniband utan vikt.",
          "Goblet squat eller kn\xE4b\xF6j med skivst\xE5ng: 4 \xD7 5 med en vikt du klarar 7\u20138 g\xE5nger. Vila 2 minuter mellan serierna.",
          "Rum\xE4nska marklyft med hantlar eller skivst\xE5ng: 3 \xD7 6, s\xE4nk l\xE5ngsamt.",
          "Bulgarska utfall med bakre foten upph\xF6jd: 3 \xD7 6 per ben.",
          "Nordic hamstrings 3 \xD7 4 och t\xE5h\xE4vningar p\xE5 ett ben 3 \xD7 12.",
          "Progression: \xF6ka med 2,5\u20135 kg n\xE4r alla serier k\xE4nns stabila med perfekt teknik. \xC4r du ny i gymmet l\xE4r du dig varje \xF6vning med en tr\xE4nare innan du \xF6kar vikten."
        ],
        fr: [
          "\xC9chauffez-vous 10 minutes : v\xE9lo ou rameur, puis squats, fentes et ponts fessiers avec mini-bande au poids du corps.",
          "Goblet squat ou squat barre sur le dos : 4 \xD7 5 avec une charge que vous pourriez soulever 7 \xE0 8 fois. 2 minutes de r\xE9cup\xE9ration entre les s\xE9ries.",
          "Soulev\xE9 de terre roumain avec halt\xE8res ou barre : 3 \xD7 6, en descendant lentement.",
          "Squat bulgare, pied arri\xE8re sur\xE9lev\xE9 : 3 \xD7 6 par jambe.",
          "Nordic hamstrings 3 \xD7 4 et extensions des mollets sur une jambe 3 \xD7 12.",
          "Progression : ajoutez 2,5 \xE0 5 kg quand toutes les s\xE9ries sont solides avec une technique parfaite. Si vous d\xE9butez en salle, apprenez chaque mouvement avec un entra\xEEneur avant d\u2019ajouter de la charge."
        ],
        pt: [
          "Aque\xE7a durante 10 minutos: bicicleta ou remo, depois agachamentos, afundos e pontes de gl\xFAteos com mini-banda, sem carga.",
          "Agachamento goblet ou agachamento com barra: 4 \xD7 5 com um peso que conseguiria levantar 7\u20138 vezes. Descanse 2 minutos entre s\xE9ries.",
          "Peso morto romeno com halteres ou barra: 3 \xD7 6, a descer devagar.",
          "Agachamento b\xFAlgaro com o p\xE9 de tr\xE1s elevado: 3 \xD7 6 por perna.",
          "N\xF3rdicos 3 \xD7 4 e eleva\xE7\xF5es dos g\xE9meos numa perna 3 \xD7 12.",
          "Progress\xE3o: acrescente 2,5\u20135 kg quando todas as s\xE9ries estiverem s\xF3lidas e com t\xE9cnica perfeita. Se \xE9 novo no gin\xE1sio, aprenda cada exerc\xEDcio com um treinador antes de aumentar o peso."
        ]
      },
      coachingPoints: {
        en: [
          "Technique first: a neutral back and knees tracking over your toes.",
          "Lift with intent: lower under control, drive up fast.",
          "Log weights and reps so you can progress week by week."
        ],
        sv: [
          "Tekniken f\xF6rst: neutral rygg och kn\xE4na i linje med t\xE5rna.",
          "Lyft med avsikt: s\xE4nk kontrollerat, tryck upp snabbt.",
          "Skriv upp vikter och repetitioner s\xE5 att du kan \xF6ka vecka f\xF6r vecka."
        ],
        fr: [
          "La technique d\u2019abord : dos neutre et genoux dans l\u2019axe des pieds.",
          "Soulevez avec intention : descente contr\xF4l\xE9e, mont\xE9e rapide.",
          "Notez charges et r\xE9p\xE9titions pour progresser semaine apr\xE8s semaine."
        ],
        pt: [
          "A t\xE9cnica primeiro: costas neutras e joelhos alinhados com os p\xE9s.",
          "Levante com inten\xE7\xE3o: des\xE7a controlado, suba r\xE1pido.",
          "Registe pesos e repeti\xE7\xF5es para poder progredir semana a semana."
        ]
      },
      durationMinutes: 50,
      equipment: ["mat", "resistanceBand"],
      videoUrl: null
    },
    {
      key: "b4-upper-body-and-core-gym",
      title: {
        en: "Upper body and core for duels",
        sv: "\xD6verkropp och b\xE5l f\xF6r dueller",
        fr: "Haut du corps et gainage pour les duels",
        pt: "Tronco e core para os duelos"
      },
      description: {
        en: "A strong trunk and upper body help you hold off opponents, shield the ball and stay balanced in contact. This session balances pushing, pulling and core stability.",
        sv: "En stark b\xE5l och \xF6verkropp hj\xE4lper dig att h\xE5lla undan motst\xE5ndare, skydda bollen och beh\xE5lla balansen i n\xE4rkamper. Passet blandar pressande, dragande och b\xE5lstabilitet.",
        fr: "Un tronc et un haut du corps solides vous aident \xE0 tenir l\u2019adversaire \xE0 distance, \xE0 prot\xE9ger le ballon et \xE0 rester \xE9quilibr\xE9 au contact. Cette s\xE9ance \xE9quilibre pouss\xE9es, tirages et gainage.",
        pt: "Um tronco e membros superiores fortes ajudam-no a segurar os advers\xE1rios, proteger a bola e manter o equil\xEDbrio no contacto. Esta sess\xE3o equilibra empurrar, puxar e estabilidade do core."
      },
      steps: {
        en: [
          "Warm up for 8 minutes: rowing machine, band pull-aparts and arm circles.",
          "Push-ups or dumbbell bench press 3 \xD7 8, paired with dumbbell rows or inverted rows 3 \xD7 8.",
          "Pull-ups (band-assisted if needed) 3 \xD7 5, paired with standing dumbbell shoulder press 3 \xD7 8.",
          "Core: Pallof press with a band 3 \xD7 10 per side, dead bugs 3 \xD7 10, side plank 3 \xD7 30 seconds per side.",
          "Finish with a partner battle: shoulder to shoulder, try to push each other out of a 1 m zone for 10 seconds. 5 reps."
        ],
        sv: [
          "V\xE4rm upp i 8 minuter: roddmaskin, band pull-aparts och armcirklar.",
          "Armh\xE4vningar eller b\xE4nkpress med hantlar 3 \xD7 8, i par med hantelrodd eller inverterad rodd 3 \xD7 8.",
          "Chins (med gummiband som hj\xE4lp vid behov) 3 \xD7 5, i par med st\xE5ende axelpress med hantlar 3 \xD7 8.",
          "B\xE5l: Pallof press med gummiband 3 \xD7 10 per sida, dead bugs 3 \xD7 10, sidoplanka 3 \xD7 30 sekunder per sida.",
          "Avsluta med en parkamp: axel mot axel, f\xF6rs\xF6k trycka ut varandra ur en zon p\xE5 1 meter i 10 sekunder. 5 repetitioner."
        ],
        fr: [
          "\xC9chauffez-vous 8 minutes : rameur, \xE9cart\xE9s avec \xE9lastique et cercles de bras.",
          "Pompes ou d\xE9velopp\xE9 couch\xE9 aux halt\xE8res 3 \xD7 8, en alternance avec du rowing halt\xE8re ou du rowing invers\xE9 3 \xD7 8.",
          "Tractions (assist\xE9es par un \xE9lastique si besoin) 3 \xD7 5, en alternance avec un d\xE9velopp\xE9 \xE9paules debout aux halt\xE8res 3 \xD7 8.",
          "Gainage : Pallof press \xE0 l\u2019\xE9lastique 3 \xD7 10 par c\xF4t\xE9, dead bugs 3 \xD7 10, gainage lat\xE9ral 3 \xD7 30 secondes par c\xF4t\xE9.",
          "Terminez par un duel avec un partenaire : \xE9paule contre \xE9paule, essayez de vous pousser hors d\u2019une zone de 1 m pendant 10 secondes. 5 r\xE9p\xE9titions."
        ],
        pt: [
          "Aque\xE7a durante 8 minutos: remo, aberturas com banda el\xE1stica e c\xEDrculos de bra\xE7os.",
          "Flex\xF5es ou supino com halteres 3 \xD7 8, alternando com remada com halter ou remada invertida 3 \xD7 8.",
          "Eleva\xE7\xF5es na barra (com ajuda de banda se precisar) 3 \xD7 5, alternando com press de ombros de p\xE9 com halteres 3 \xD7 8.",
          "Core: Pallof press com banda 3 \xD7 10 por lado, dead bugs 3 \xD7 10, prancha lateral 3 \xD7 30 segundos por lado.",
          "Termine com um duelo a dois: ombro com ombro, tentem empurrar-se para fora de uma zona de 1 m durante 10 segundos. 5 repeti\xE7\xF5es."
        ]
      },
      coachingPoints: {
        en: [
          "Match every push with a pull to protect your shoulders.",
          "In core work, resist the movement \u2013 don\u2019t let the band twist you.",
          "In the partner battle, stay low with your feet wide."
        ],
        sv: [
          "Matcha varje press\xF6vning med en drag\xF6vning f\xF6r att skydda axlarna.",
          "I b\xE5l\xF6vningarna g\xF6r du motst\xE5nd \u2013 l\xE5t inte bandet vrida dig.",
          "I parkampen h\xE5ller du dig l\xE5g med brett fotavst\xE5nd."
        ],
        fr: [
          "Associez chaque pouss\xE9e \xE0 un tirage pour prot\xE9ger vos \xE9paules.",
          "En gainage, r\xE9sistez au mouvement : ne laissez pas l\u2019\xE9lastique vous faire tourner.",
          "Dans le duel, restez bas avec les pieds \xE9cart\xE9s."
        ],
        pt: [
          "Junte a cada exerc\xEDcio de empurrar um de puxar para proteger os ombros.",
          "No trabalho de core, resista ao movimento \u2013 n\xE3o deixe a banda rod\xE1-lo.",
          "No duelo, mantenha-se baixo e com os p\xE9s afastados."
        ]
      },
      durationMinutes: 45,
      equipment: ["mat", "resistanceBand", "partner"],
      videoUrl: null
    },
    {
      key: "b4-plyometric-power",
      title: {
        en: "Plyometrics for power",
        sv: "Plyometri f\xF6r explosivitet",
        fr: "Pliom\xE9trie pour la puissance",
        pt: "Pliometria para a pot\xEAncia"
      },
      description: {
        en: "Jumps and bounds teach your muscles and tendons to produce force fast \u2013 the power behind your first step, your header and your shot.",
        sv: "Hopp och spr\xE5ng l\xE4r muskler och senor att utveckla kraft snabbt \u2013 kraften bakom ditt f\xF6rsta steg, din nick och ditt skott.",
        fr: "Sauts et bondissements apprennent \xE0 vos muscles et tendons \xE0 produire de la force rapidement : la puissance derri\xE8re votre premier appui, votre t\xEAte et votre frappe.",
        pt: "Saltos e multissaltos ensinam os m\xFAsculos e os tend\xF5es a produzir for\xE7a depressa \u2013 a pot\xEAncia por tr\xE1s do primeiro passo, do cabeceamento e do remate."
      },
      steps: {
        en: [
          "Warm up for 10 minutes, including 2 \xD7 1 minute of skipping rope and small ankle hops.",
          "Pogo jumps: 3 \xD7 15 small, stiff bounces on the balls of your feet.",
          "Hurdle jumps: 5 low hurdles 1 m apart, two-footed, 4 runs. Then single-leg hops over the hurdles, 3 runs per leg.",
          "Broad jumps: 3 \xD7 4, holding each landing for two seconds. Walk back between jumps.",
          "Bounding: 3 \xD7 20 m with long, powerful strides, followed by 3 \xD7 10 m sprints.",
          "Keep total ground contacts under 100 and rest fully. Progress with height or single-leg jumps, not with more jumps."
        ],
        sv: [
          "V\xE4rm upp i 10 minuter, bland annat 2 \xD7 1 minut hopprep och sm\xE5 fotledshopp.",
          "Pogohopp: 3 \xD7 15 sm\xE5, sp\xE4nstiga hopp p\xE5 framfoten.",
          "H\xE4ckhopp: 5 l\xE5ga h\xE4ckar med 1 meters mellanrum, j\xE4mfotahopp, 4 genomg\xE5ngar. Sedan enbenshopp \xF6ver h\xE4ckarna, 3 genomg\xE5ngar per ben.",
          "St\xE5ende l\xE4ngdhopp: 3 \xD7 4, h\xE5ll varje landning i tv\xE5 sekunder. G\xE5 tillbaka mellan hoppen.",
          "Spr\xE5ng: 3 \xD7 20 meter med l\xE5nga, kraftfulla kliv, f\xF6ljt av 3 \xD7 10 meter sprint.",
          "H\xE5ll totalt under 100 markkontakter och vila helt. \xD6ka sv\xE5righeten med h\xF6jd eller enbenshopp, inte med fler hopp."
        ],
        fr: [
          "\xC9chauffez-vous 10 minutes, dont 2 \xD7 1 minute de corde \xE0 sauter et de petits sauts de cheville.",
          "Pogo jumps : 3 \xD7 15 petits rebonds toniques sur l\u2019avant du pied.",
          "Sauts de haies : 5 haies basses espac\xE9es de 1 m, pieds joints, 4 passages. Puis sauts sur une jambe par-dessus les haies, 3 passages par jambe.",
          "Sauts en longueur sans \xE9lan : 3 \xD7 4, en tenant chaque r\xE9ception deux secondes. Revenez en marchant entre les sauts.",
          "Bondissements : 3 \xD7 20 m avec de grandes foul\xE9es puissantes, suivis de 3 \xD7 10 m de sprint.",
          "Restez sous 100 contacts au sol et r\xE9cup\xE9rez compl\xE8tement. Progressez par la hauteur ou le travail sur une jambe, pas par le nombre de sauts."
        ],
        pt: [
          "Aque\xE7a durante 10 minutos, incluindo 2 \xD7 1 minuto de corda de saltar e pequenos saltos de tornozelo.",
          "Saltos pogo: 3 \xD7 15 ressaltos pequenos e reativos na parte da frente do p\xE9.",
          "Saltos de barreiras: 5 barreiras baixas a 1 m umas das outras, a p\xE9s juntos, 4 passagens. Depois saltos a uma perna por cima das barreiras, 3 passagens por perna.",
          "Saltos em comprimento sem corrida: 3 \xD7 4, segurando cada aterragem durante dois segundos. Volte a caminhar entre saltos.",
          "Multissaltos: 3 \xD7 20 m com passadas longas e potentes, seguidos de 3 \xD7 10 m de sprint.",
          "Fique abaixo de 100 contactos com o ch\xE3o e recupere totalmente. Progrida com altura ou saltos a uma perna, n\xE3o com mais saltos."
        ]
      },
      coachingPoints: {
        en: [
          "Spend as little time on the ground as possible in pogo and hurdle jumps.",
          "Land softly and in control: hips back, knees pushed out.",
          "Quality over quantity \u2013 stop when the jumps get slower."
        ],
        sv: [
          "Var s\xE5 kort tid som m\xF6jligt i marken i pogo- och h\xE4ckhoppen.",
          "Landa mjukt och kontrollerat: h\xF6ften bak\xE5t, kn\xE4na ut\xE5t.",
          "Kvalitet f\xF6re kvantitet \u2013 sluta n\xE4r hoppen blir l\xE5ngsammare."
        ],
        fr: [
          "Restez le moins longtemps possible au sol sur les pogo jumps et les sauts de haies.",
          "R\xE9ceptions souples et contr\xF4l\xE9es : hanches en arri\xE8re, genoux vers l\u2019ext\xE9rieur.",
          "La qualit\xE9 avant la quantit\xE9 : arr\xEAtez quand les sauts ralentissent."
        ],
        pt: [
          "Passe o menor tempo poss\xEDvel no ch\xE3o nos saltos pogo e de barreiras.",
          "Aterre de forma suave e controlada: ancas atr\xE1s, joelhos para fora.",
          "Qualidade antes de quantidade \u2013 pare quando os saltos ficarem mais lentos."
        ]
      },
      durationMinutes: 35,
      equipment: ["hurdles", "skippingRope", "cones"],
      videoUrl: null
    },
    {
      key: "b4-in-season-strength-dose",
      title: {
        en: "In-season strength top-up",
        sv: "Styrkep\xE5fyllning under s\xE4songen",
        fr: "Entretien de la force en saison",
        pt: "Manuten\xE7\xE3o da for\xE7a durante a \xE9poca"
      },
      description: {
        en: "A short session with heavy weights and few reps that keeps the strength and power you built in pre-season, without leaving your legs heavy for the weekend.",
        sv: "Ett kort pass med tunga vikter och f\xE5 repetitioner som beh\xE5ller styrkan och explosiviteten fr\xE5n f\xF6rs\xE4songen, utan att benen blir tunga till helgen.",
        fr: "Une s\xE9ance courte, lourde mais avec peu de r\xE9p\xE9titions, pour conserver la force et la puissance acquises en avant-saison sans avoir les jambes lourdes le week-end.",
        pt: "Uma sess\xE3o curta, com cargas altas e poucas repeti\xE7\xF5es, que mant\xE9m a for\xE7a e a pot\xEAncia ganhas na pr\xE9-\xE9poca sem deixar as pernas pesadas para o fim de semana."
      },
      steps: {
        en: [
          "Do this session 3\u20134 days before the match (MD-4 or MD-3), after an 8-minute warm-up.",
          "Trap-bar deadlift or squat: 3 \xD7 3 at a heavy but crisp weight, with long rests.",
          "Pair each set with 3 box jumps or countermovement jumps, fully recovered.",
          "Nordic hamstring curls 2 \xD7 4 and Copenhagen plank 2 \xD7 20 seconds per side.",
          "Finish with 2 \xD7 10 m sprints. The whole session takes no more than 30 minutes."
        ],
        sv: [
          "G\xF6r passet 3\u20134 dagar f\xF6re matchen (MD-4 eller MD-3), efter 8 minuters uppv\xE4rmning.",
          "Marklyft med trap bar eller kn\xE4b\xF6j: 3 \xD7 3 med en tung men snabb vikt, l\xE5nga vilor.",
          "Kombinera varje serie med 3 l\xE5dhopp eller upphopp med full \xE5terh\xE4mtning.",
          "Nordic hamstrings 2 \xD7 4 och K\xF6penhamnsplanka 2 \xD7 20 sekunder per sida.",
          "Avsluta med 2 \xD7 10 meter sprint. Hela passet tar h\xF6gst 30 minuter."
        ],
        fr: [
          "Faites cette s\xE9ance 3 \xE0 4 jours avant le match (J-4 ou J-3), apr\xE8s 8 minutes d\u2019\xE9chauffement.",
          "Soulev\xE9 de terre \xE0 la trap bar ou squat : 3 \xD7 3 avec une charge lourde mais ex\xE9cut\xE9e vite, longues r\xE9cup\xE9rations.",
          "Associez chaque s\xE9rie \xE0 3 sauts sur box ou sauts en contre-mouvement, r\xE9cup\xE9ration compl\xE8te.",
          "Nordic hamstrings 2 \xD7 4 et planche de Copenhague 2 \xD7 20 secondes par c\xF4t\xE9.",
          "Terminez par 2 sprints de 10 m. La s\xE9ance compl\xE8te ne d\xE9passe pas 30 minutes."
        ],
        pt: [
          "Fa\xE7a esta sess\xE3o 3\u20134 dias antes do jogo (MD-4 ou MD-3), depois de 8 minutos de aquecimento.",
          "Peso morto com trap bar ou agachamento: 3 \xD7 3 com um peso alto mas executado com velocidade, pausas longas.",
          "Junte a cada s\xE9rie 3 saltos para a caixa ou saltos com contramovimento, com recupera\xE7\xE3o total.",
          "N\xF3rdicos 2 \xD7 4 e prancha de Copenhaga 2 \xD7 20 segundos por lado.",
          "Termine com 2 sprints de 10 m. A sess\xE3o toda n\xE3o passa dos 30 minutos."
        ]
      },
      coachingPoints: {
        en: [
          "Keep the weight high and the reps low: strength, not fatigue.",
          "Leave the gym feeling fresher than when you came in.",
          "Skip it after a very heavy match week or if something hurts \u2013 talk to your coach."
        ],
        sv: [
          "H\xF6g vikt och f\xE5 repetitioner: styrka, inte tr\xF6tthet.",
          "G\xE5 fr\xE5n gymmet piggare \xE4n n\xE4r du kom.",
          "Hoppa \xF6ver passet efter en mycket tung matchvecka eller om n\xE5got g\xF6r ont \u2013 prata med din tr\xE4nare."
        ],
        fr: [
          "Charge lourde, peu de r\xE9p\xE9titions : de la force, pas de la fatigue.",
          "Sortez de la salle plus frais qu\u2019en arrivant.",
          "Sautez la s\xE9ance apr\xE8s une semaine de matchs tr\xE8s charg\xE9e ou en cas de douleur, et parlez-en \xE0 votre entra\xEEneur."
        ],
        pt: [
          "Peso alto e poucas repeti\xE7\xF5es: for\xE7a, n\xE3o fadiga.",
          "Saia do gin\xE1sio mais fresco do que entrou.",
          "Salte a sess\xE3o depois de uma semana de jogos muito pesada ou se algo doer \u2013 fale com o seu treinador."
        ]
      },
      durationMinutes: 30,
      equipment: ["mat", "partner"],
      videoUrl: null
    },
    {
      key: "b4-shielding-and-duel-strength",
      title: {
        en: "Shielding and duel strength",
        sv: "Skydda bollen och vinn duellerna",
        fr: "Protection de balle et duels",
        pt: "Prote\xE7\xE3o de bola e duelos"
      },
      description: {
        en: "Against adult opponents you must hold your ground. Practise using your body, your base and your arms to protect the ball and win shoulder-to-shoulder duels.",
        sv: "Mot vuxna motst\xE5ndare m\xE5ste du st\xE5 emot. Tr\xE4na p\xE5 att anv\xE4nda kroppen, fotst\xE4llningen och armarna f\xF6r att skydda bollen och vinna dueller axel mot axel.",
        fr: "Face \xE0 des adversaires adultes, vous devez tenir bon. Apprenez \xE0 utiliser votre corps, vos appuis et vos bras pour prot\xE9ger le ballon et gagner les duels \xE9paule contre \xE9paule.",
        pt: "Contra advers\xE1rios adultos tem de aguentar o contacto. Treine o uso do corpo, dos apoios e dos bra\xE7os para proteger a bola e ganhar duelos ombro com ombro."
      },
      steps: {
        en: [
          "Mark a 5 \xD7 5 m square. Warm up with 5 minutes of jogging and gentle shoulder-to-shoulder bumps with your partner at walking pace.",
          "Shielding: keep the ball inside the square for 20 seconds while your partner tries to touch it. 6 reps each, 40 seconds of rest.",
          "Receiving under contact: your partner leans on your back while you play a pass into a wall and receive the rebound; control it and turn away from the pressure. 3 \xD7 6.",
          "Race for the ball: roll the ball 15 m ahead, run shoulder to shoulder and fight to get your body between your partner and the ball. 8 reps.",
          "Progression: shrink the square to 3 \xD7 3 m, or add a small goal you must dribble into after winning the duel."
        ],
        sv: [
          "Markera en ruta p\xE5 5 \xD7 5 meter. V\xE4rm upp med 5 minuters jogg och l\xE4tta axeltacklingar med din kompis i g\xE5ngtempo.",
          "Skydda bollen: beh\xE5ll bollen i rutan i 20 sekunder medan din kompis f\xF6rs\xF6ker r\xF6ra den. 6 repetitioner var, 40 sekunders vila.",
          "Mottagning med kontakt: din kompis lutar sig mot din rygg medan du spelar mot en v\xE4gg och tar emot returen; kontrollera bollen och v\xE4nd bort fr\xE5n trycket. 3 \xD7 6.",
          "Kappl\xF6pning om bollen: rulla bollen 15 meter fram\xE5t, spring axel mot axel och k\xE4mpa f\xF6r att f\xE5 in kroppen mellan din kompis och bollen. 8 repetitioner.",
          "Progression: minska rutan till 3 \xD7 3 meter, eller l\xE4gg till ett litet m\xE5l som du ska dribbla in i efter vunnen duell."
        ],
        fr: [
          "D\xE9limitez un carr\xE9 de 5 \xD7 5 m. \xC9chauffez-vous avec 5 minutes de footing et de l\xE9gers contacts \xE9paule contre \xE9paule avec votre partenaire, en marchant.",
          "Protection de balle : gardez le ballon dans le carr\xE9 pendant 20 secondes pendant que votre partenaire essaie de le toucher. 6 r\xE9p\xE9titions chacun, 40 secondes de r\xE9cup\xE9ration.",
          "R\xE9ception au contact : votre partenaire s\u2019appuie dans votre dos pendant que vous jouez contre un mur ; contr\xF4lez le retour et tournez du c\xF4t\xE9 oppos\xE9 \xE0 la pression. 3 \xD7 6.",
          "Course au ballon : faites rouler le ballon 15 m devant vous, courez \xE9paule contre \xE9paule et battez-vous pour placer votre corps entre votre partenaire et le ballon. 8 r\xE9p\xE9titions.",
          "Progression : r\xE9duisez le carr\xE9 \xE0 3 \xD7 3 m, ou ajoutez un mini-but \xE0 rejoindre en dribble apr\xE8s avoir gagn\xE9 le duel."
        ],
        pt: [
          "Marque um quadrado de 5 \xD7 5 m. Aque\xE7a com 5 minutos de corrida leve e contactos suaves ombro com ombro com o colega, a passo.",
          "Prote\xE7\xE3o de bola: mantenha a bola dentro do quadrado durante 20 segundos enquanto o colega tenta tocar-lhe. 6 repeti\xE7\xF5es cada, 40 segundos de pausa.",
          "Rece\xE7\xE3o com contacto: o colega encosta-se \xE0s suas costas enquanto joga contra uma parede; controle o ressalto e rode para o lado contr\xE1rio \xE0 press\xE3o. 3 \xD7 6.",
          "Corrida \xE0 bola: role a bola 15 m para a frente, corram ombro com ombro e lute para meter o corpo entre o colega e a bola. 8 repeti\xE7\xF5es.",
          "Progress\xE3o: reduza o quadrado para 3 \xD7 3 m ou acrescente uma baliza pequena onde tem de entrar em condu\xE7\xE3o depois de ganhar o duelo."
        ]
      },
      coachingPoints: {
        en: [
          "Wide base, bent knees, low centre of gravity.",
          "Keep the ball on your far foot and feel the opponent with your arm, without pushing.",
          "Get your body in first \u2013 timing beats size."
        ],
        sv: [
          "Brett fotavst\xE5nd, b\xF6jda kn\xE4n, l\xE5g tyngdpunkt.",
          "H\xE5ll bollen p\xE5 den bortre foten och k\xE4nn av motst\xE5ndaren med armen, utan att knuffa.",
          "F\xE5 in kroppen f\xF6rst \u2013 timing sl\xE5r storlek."
        ],
        fr: [
          "Appuis larges, genoux fl\xE9chis, centre de gravit\xE9 bas.",
          "Gardez le ballon sur le pied le plus \xE9loign\xE9 et sentez l\u2019adversaire avec le bras, sans pousser.",
          "Placez votre corps en premier : le timing bat le gabarit."
        ],
        pt: [
          "Base larga, joelhos fletidos, centro de gravidade baixo.",
          "Mantenha a bola no p\xE9 mais afastado e sinta o advers\xE1rio com o bra\xE7o, sem empurrar.",
          "Meta o corpo primeiro \u2013 o tempo certo vale mais do que o tamanho."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner", "wall", "smallGoal"],
      videoUrl: null
    },
    {
      key: "b4-game-model-homework",
      title: {
        en: "Game model homework",
        sv: "L\xE4xa i spelid\xE9n",
        fr: "Travail personnel sur le projet de jeu",
        pt: "Trabalho de casa sobre o modelo de jogo"
      },
      description: {
        en: "Work out what your team wants in each of the four moments of the game and what that means for your position. A player who knows the game model decides faster.",
        sv: "Ta reda p\xE5 vad laget vill i spelets fyra faser och vad det betyder f\xF6r din position. En spelare som kan spelid\xE9n fattar snabbare beslut.",
        fr: "Clarifiez ce que votre \xE9quipe attend dans chacun des quatre moments du jeu et ce que cela implique \xE0 votre poste. Un joueur qui conna\xEEt le projet de jeu d\xE9cide plus vite.",
        pt: "Perceba o que a sua equipa quer em cada um dos quatro momentos do jogo e o que isso significa para a sua posi\xE7\xE3o. Um jogador que conhece o modelo de jogo decide mais depressa."
      },
      steps: {
        en: [
          "Draw a pitch on paper and write the team\u2019s main principle for each moment: attacking, defending, attacking transition and defensive transition.",
          "For each moment, write your own job in one sentence, e.g. \u2018in build-up I offer myself between the lines\u2019.",
          "Watch 20 minutes of your team\u2019s match (or a pro match in the same system) and note two clips per moment where the principle was done well or badly.",
          "On the pitch, walk through your positions for each moment with cones as reference points: ball on the left, in the centre and on the right. 10 minutes.",
          "Take your notes to your coach and ask about one thing you are unsure of."
        ],
        sv: [
          "Rita en plan p\xE5 papper och skriv lagets viktigaste princip f\xF6r varje fas: anfall, f\xF6rsvar, omst\xE4llning till anfall och omst\xE4llning till f\xF6rsvar.",
          "Skriv din egen uppgift i varje fas i en mening, till exempel \u201Di uppspelet erbjuder jag mig mellan lagdelarna\u201D.",
          "Titta p\xE5 20 minuter av lagets match (eller en proffsmatch i samma spelsystem) och notera tv\xE5 situationer per fas d\xE4r principen gjordes bra eller d\xE5ligt.",
          "G\xE5 igenom dina positioner f\xF6r varje fas p\xE5 planen med koner som riktm\xE4rken: bollen till v\xE4nster, i mitten och till h\xF6ger. 10 minuter.",
          "Ta med anteckningarna till din tr\xE4nare och fr\xE5ga om en sak du \xE4r os\xE4ker p\xE5."
        ],
        fr: [
          "Dessinez un terrain sur papier et \xE9crivez le principe principal de l\u2019\xE9quipe pour chaque moment : attaque, d\xE9fense, transition offensive et transition d\xE9fensive.",
          "Pour chaque moment, \xE9crivez votre propre r\xF4le en une phrase, par exemple \xAB \xE0 la relance, je me propose entre les lignes \xBB.",
          "Regardez 20 minutes d\u2019un match de votre \xE9quipe (ou d\u2019un match pro dans le m\xEAme syst\xE8me) et notez deux s\xE9quences par moment o\xF9 le principe a \xE9t\xE9 bien ou mal appliqu\xE9.",
          "Sur le terrain, parcourez vos placements pour chaque moment avec des plots comme rep\xE8res : ballon \xE0 gauche, au centre et \xE0 droite. 10 minutes.",
          "Apportez vos notes \xE0 votre entra\xEEneur et posez-lui une question sur un point qui vous semble flou."
        ],
        pt: [
          "Desenhe um campo numa folha e escreva o princ\xEDpio principal da equipa para cada momento: organiza\xE7\xE3o ofensiva, organiza\xE7\xE3o defensiva, transi\xE7\xE3o ofensiva e transi\xE7\xE3o defensiva.",
          "Para cada momento, escreva a sua tarefa numa frase, por exemplo \xABna constru\xE7\xE3o ofere\xE7o-me entre linhas\xBB.",
          "Veja 20 minutos de um jogo da sua equipa (ou de um jogo profissional no mesmo sistema) e anote duas situa\xE7\xF5es por momento em que o princ\xEDpio foi bem ou mal cumprido.",
          "No campo, percorra as suas posi\xE7\xF5es em cada momento com cones como refer\xEAncia: bola \xE0 esquerda, ao centro e \xE0 direita. 10 minutos.",
          "Leve as notas ao seu treinador e pergunte-lhe sobre uma coisa de que n\xE3o tenha a certeza."
        ]
      },
      coachingPoints: {
        en: [
          "Keep each principle short and clear \u2013 one sentence.",
          "Always think: where is the ball, where are my teammates, where is the space?",
          "Link every principle to a concrete action of your own."
        ],
        sv: [
          "H\xE5ll varje princip kort och tydlig \u2013 en mening.",
          "T\xE4nk alltid: var \xE4r bollen, var \xE4r lagkamraterna, var finns ytan?",
          "Koppla varje princip till en konkret handling f\xF6r dig sj\xE4lv."
        ],
        fr: [
          "Des principes courts et clairs : une phrase chacun.",
          "Pensez toujours : o\xF9 est le ballon, o\xF9 sont mes partenaires, o\xF9 est l\u2019espace ?",
          "Reliez chaque principe \xE0 une action concr\xE8te de votre part."
        ],
        pt: [
          "Princ\xEDpios curtos e claros \u2013 uma frase cada.",
          "Pense sempre: onde est\xE1 a bola, onde est\xE3o os colegas, onde est\xE1 o espa\xE7o?",
          "Ligue cada princ\xEDpio a uma a\xE7\xE3o concreta sua."
        ]
      },
      durationMinutes: 45,
      equipment: ["cones"],
      videoUrl: null
    },
    {
      key: "b4-scanning-and-half-turn",
      title: {
        en: "Scan and receive on the half-turn",
        sv: "Scanna och ta emot i halvv\xE4ndning",
        fr: "Prise d\u2019information et contr\xF4le orient\xE9",
        pt: "Observar e fazer a rece\xE7\xE3o orientada"
      },
      description: {
        en: "Look over your shoulder before the ball arrives, then receive side-on so you can play forward. Scanning is the habit behind every fast decision in the build-up.",
        sv: "Titta \xF6ver axeln innan bollen kommer och ta sedan emot den halvv\xE4nd s\xE5 att du kan spela fram\xE5t. Scanning \xE4r vanan bakom varje snabbt beslut i uppspelet.",
        fr: "Regardez par-dessus l\u2019\xE9paule avant l\u2019arriv\xE9e du ballon, puis recevez de trois-quarts pour pouvoir jouer vers l\u2019avant. La prise d\u2019information est l\u2019habitude derri\xE8re chaque d\xE9cision rapide \xE0 la relance.",
        pt: "Olhe por cima do ombro antes de a bola chegar e receba de lado para poder jogar para a frente. Observar antes de receber \xE9 o h\xE1bito por tr\xE1s de cada decis\xE3o r\xE1pida na constru\xE7\xE3o."
      },
      steps: {
        en: [
          "Stand 10 m from a wall or your partner. Place two cone gates 5 m behind you, one to the left and one to the right.",
          "Before each pass arrives, look over both shoulders. Your partner raises a hand on the left or right just after you look, to show which gate is free.",
          "Receive with your back foot on the half-turn and go through the free gate with your first touch. 3 \xD7 10 reps.",
          "Progression: your partner also shows a number of fingers that you must call out before the ball reaches you.",
          "Final round: two touches only \u2013 control through the gate, then pass back into the wall or to your partner."
        ],
        sv: [
          "St\xE4ll dig 10 meter fr\xE5n en v\xE4gg eller din kompis. Placera tv\xE5 konm\xE5l 5 meter bakom dig, ett till v\xE4nster och ett till h\xF6ger.",
          "Titta \xF6ver b\xE5da axlarna innan varje passning kommer. Din kompis r\xE4cker upp en hand till v\xE4nster eller h\xF6ger precis efter att du tittat, f\xF6r att visa vilket m\xE5l som \xE4r fritt.",
          "Ta emot med bortre foten i halvv\xE4ndning och g\xE5 genom det fria m\xE5let med f\xF6rsta tillslaget. 3 \xD7 10 repetitioner.",
          "Progression: din kompis visar ocks\xE5 ett antal fingrar som du ska ropa ut innan bollen n\xE5r dig.",
          "Sista omg\xE5ngen: bara tv\xE5 tillslag \u2013 mottagning genom m\xE5let och sedan passning tillbaka mot v\xE4ggen eller till din kompis."
        ],
        fr: [
          "Placez-vous \xE0 10 m d\u2019un mur ou de votre partenaire. Installez deux portes de plots 5 m derri\xE8re vous, une \xE0 gauche et une \xE0 droite.",
          "Avant chaque passe, regardez par-dessus vos deux \xE9paules. Votre partenaire l\xE8ve la main \xE0 gauche ou \xE0 droite juste apr\xE8s votre regard pour indiquer la porte libre.",
          "Recevez du pied le plus \xE9loign\xE9, de trois-quarts, et franchissez la porte libre d\xE8s le contr\xF4le orient\xE9. 3 \xD7 10 r\xE9p\xE9titions.",
          "Progression : votre partenaire montre aussi un nombre de doigts que vous devez annoncer avant que le ballon vous arrive.",
          "Derni\xE8re s\xE9rie : deux touches seulement \u2013 contr\xF4le orient\xE9 \xE0 travers la porte, puis passe contre le mur ou vers votre partenaire."
        ],
        pt: [
          "Coloque-se a 10 m de uma parede ou do seu colega. Ponha duas balizas de cones 5 m atr\xE1s de si, uma \xE0 esquerda e outra \xE0 direita.",
          "Antes de cada passe chegar, olhe por cima dos dois ombros. O colega levanta a m\xE3o \xE0 esquerda ou \xE0 direita logo depois de olhar, para indicar a baliza livre.",
          "Receba com o p\xE9 mais afastado, de lado, e passe pela baliza livre com a rece\xE7\xE3o orientada. 3 \xD7 10 repeti\xE7\xF5es.",
          "Progress\xE3o: o colega mostra tamb\xE9m um n\xFAmero de dedos que tem de dizer em voz alta antes de a bola chegar.",
          "\xDAltima ronda: s\xF3 dois toques \u2013 rece\xE7\xE3o orientada pela baliza e depois passe de volta para a parede ou para o colega."
        ]
      },
      coachingPoints: {
        en: [
          "Scan twice: once when the ball is played, once just before it arrives.",
          "Open your body: hips facing the pitch, not the passer.",
          "Receive with the foot furthest from the ball."
        ],
        sv: [
          "Scanna tv\xE5 g\xE5nger: n\xE4r bollen spelas och precis innan den kommer.",
          "\xD6ppna kroppen: h\xF6ften mot planen, inte mot passningsl\xE4ggaren.",
          "Ta emot med foten l\xE4ngst bort fr\xE5n bollen."
        ],
        fr: [
          "Prenez l\u2019information deux fois : au d\xE9part de la passe et juste avant l\u2019arriv\xE9e du ballon.",
          "Ouvrez le corps : hanches tourn\xE9es vers le terrain, pas vers le passeur.",
          "Recevez avec le pied le plus \xE9loign\xE9 du ballon."
        ],
        pt: [
          "Observe duas vezes: quando a bola sai e mesmo antes de chegar.",
          "Abra o corpo: ancas viradas para o campo, n\xE3o para quem passa.",
          "Receba com o p\xE9 mais afastado da bola."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "wall", "partner"],
      videoUrl: null
    },
    {
      key: "b4-pressing-triggers",
      title: {
        en: "Pressing triggers",
        sv: "Pressignaler",
        fr: "Les d\xE9clencheurs du pressing",
        pt: "Sinais para pressionar"
      },
      description: {
        en: "Learn to spot the moments to press \u2013 a heavy touch, a back pass, a player receiving facing their own goal \u2013 and then press at full speed with a curved run.",
        sv: "L\xE4r dig k\xE4nna igen l\xE4gena att pressa \u2013 ett l\xE5ngt tillslag, en bak\xE5tpassning, en spelare som tar emot med ansiktet mot eget m\xE5l \u2013 och pressa sedan i full fart med en b\xF6jd l\xF6pning.",
        fr: "Apprenez \xE0 reconna\xEEtre les moments pour presser \u2013 un contr\xF4le trop long, une passe en retrait, un joueur qui re\xE7oit face \xE0 son but \u2013 puis pressez \xE0 pleine vitesse avec une course courbe.",
        pt: "Aprenda a reconhecer os momentos para pressionar \u2013 uma rece\xE7\xE3o longa, um passe atrasado, um jogador que recebe de frente para a pr\xF3pria baliza \u2013 e pressione \xE0 velocidade m\xE1xima com uma corrida curva."
      },
      steps: {
        en: [
          "Stand 12 m from your partner, who has a ball and two cone gates 6 m to each side as passing lanes.",
          "Your partner shows a trigger at random: a heavy touch, a pass back to themselves off a wall, or turning their back to you. On each trigger, sprint and press with a curved run that closes one passing lane.",
          "No trigger (a clean touch facing forward): take two steps back and hold your position instead of pressing.",
          "Do 4 sets of 6 reps, 20 seconds between reps and 2 minutes between sets.",
          "Progression: your partner may pass through a lane if you are late \u2013 then you recovery-sprint 15 m back to your start cone."
        ],
        sv: [
          "St\xE4ll dig 12 meter fr\xE5n din kompis, som har en boll och tv\xE5 konm\xE5l 6 meter \xE5t varje sida som passningsv\xE4gar.",
          "Din kompis visar en pressignal slumpm\xE4ssigt: ett l\xE5ngt tillslag, en passning mot v\xE4ggen och tillbaka, eller att hen v\xE4nder ryggen mot dig. Vid varje signal sprintar du och pressar med en b\xF6jd l\xF6pning som st\xE4nger en passningsv\xE4g.",
          "Ingen signal (ren mottagning med blicken fram\xE5t): ta tv\xE5 steg bak\xE5t och h\xE5ll positionen i st\xE4llet f\xF6r att pressa.",
          "G\xF6r 4 serier med 6 repetitioner, 20 sekunder mellan repetitionerna och 2 minuter mellan serierna.",
          "Progression: din kompis f\xE5r spela genom en passningsv\xE4g om du \xE4r sen \u2013 d\xE5 \xE5terh\xE4mtningssprintar du 15 meter tillbaka till startkonen."
        ],
        fr: [
          "Placez-vous \xE0 12 m de votre partenaire, qui a un ballon et deux portes de plots \xE0 6 m de chaque c\xF4t\xE9 comme lignes de passe.",
          "Votre partenaire montre un d\xE9clencheur au hasard : un contr\xF4le trop long, une passe en retrait contre un mur, ou il vous tourne le dos. \xC0 chaque d\xE9clencheur, sprintez et pressez avec une course courbe qui ferme une ligne de passe.",
          "Pas de d\xE9clencheur (contr\xF4le propre, tourn\xE9 vers l\u2019avant) : reculez de deux pas et tenez votre position au lieu de presser.",
          "Faites 4 s\xE9ries de 6 r\xE9p\xE9titions, 20 secondes entre les r\xE9p\xE9titions et 2 minutes entre les s\xE9ries.",
          "Progression : votre partenaire peut jouer dans une ligne si vous \xEAtes en retard, et vous faites alors un sprint de repli de 15 m jusqu\u2019\xE0 votre plot de d\xE9part."
        ],
        pt: [
          "Coloque-se a 12 m do seu colega, que tem uma bola e duas balizas de cones a 6 m de cada lado como linhas de passe.",
          "O colega mostra um sinal ao acaso: uma rece\xE7\xE3o longa, um passe atrasado contra a parede ou virar-lhe as costas. A cada sinal, fa\xE7a um sprint e pressione com uma corrida curva que fecha uma linha de passe.",
          "Sem sinal (rece\xE7\xE3o limpa e de frente): recue dois passos e mantenha a posi\xE7\xE3o em vez de pressionar.",
          "Fa\xE7a 4 s\xE9ries de 6 repeti\xE7\xF5es, 20 segundos entre repeti\xE7\xF5es e 2 minutos entre s\xE9ries.",
          "Progress\xE3o: o colega pode passar por uma linha se chegar atrasado \u2013 a\xED faz um sprint de recupera\xE7\xE3o de 15 m at\xE9 ao cone de partida."
        ]
      },
      coachingPoints: {
        en: [
          "Press on the trigger, not on a feeling \u2013 the team presses together.",
          "Curve your run to cut off one side and show the opponent where you want them to go.",
          "Slow down in the last 2 m so you don\u2019t get beaten."
        ],
        sv: [
          "Pressa p\xE5 signalen, inte p\xE5 k\xE4nsla \u2013 laget pressar tillsammans.",
          "B\xF6j l\xF6pningen s\xE5 att du st\xE4nger en sida och styr motst\xE5ndaren dit du vill.",
          "Bromsa de sista 2 metrarna s\xE5 att du inte blir passerad."
        ],
        fr: [
          "Pressez sur le d\xE9clencheur, pas \xE0 l\u2019instinct : l\u2019\xE9quipe presse ensemble.",
          "Courbez votre course pour fermer un c\xF4t\xE9 et orienter l\u2019adversaire l\xE0 o\xF9 vous le voulez.",
          "Freinez dans les 2 derniers m\xE8tres pour ne pas \xEAtre \xE9limin\xE9."
        ],
        pt: [
          "Pressione no sinal, n\xE3o por impulso \u2013 a equipa pressiona em conjunto.",
          "Curve a corrida para fechar um lado e levar o advers\xE1rio para onde quer.",
          "Trave nos \xFAltimos 2 m para n\xE3o ser ultrapassado."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner", "wall"],
      videoUrl: null
    },
    {
      key: "b4-compact-defensive-shifting",
      title: {
        en: "Compact shifting in defence",
        sv: "Kompakt f\xF6rflyttning i f\xF6rsvaret",
        fr: "Coulisser en bloc compact",
        pt: "Deslocamentos defensivos compactos"
      },
      description: {
        en: "Practise the footwork and positioning of a compact block: move with the ball, cover the teammate who presses and keep the right distance to your neighbours.",
        sv: "Tr\xE4na fotarbetet och positioneringen i ett kompakt lag: flytta med bollen, t\xE4ck upp f\xF6r lagkamraten som pressar och h\xE5ll r\xE4tt avst\xE5nd till spelarna bredvid dig.",
        fr: "Travaillez les appuis et le placement d\u2019un bloc compact : coulissez avec le ballon, couvrez le partenaire qui presse et gardez la bonne distance avec vos voisins.",
        pt: "Treine os apoios e o posicionamento de um bloco compacto: desloque-se com a bola, fa\xE7a a cobertura ao colega que pressiona e mantenha a dist\xE2ncia certa aos colegas do lado."
      },
      steps: {
        en: [
          "Put five cones in a line across the pitch, 8 m apart, as the ball positions. Stand 15 m in front of the middle cone, facing it.",
          "Your partner dribbles from cone to cone. Shuffle sideways to stay in line with the ball, keeping 10\u201315 m distance and a side-on body shape.",
          "When your partner stops at a wide cone, step across as if covering the teammate who presses. When they play backwards, step up 5 m as if moving up with the line.",
          "Work 6 \xD7 1 minute with 1 minute of rest. Then swap and explain to your partner where you would stand in a back four for each ball position.",
          "Progression: add a second player and coordinate: one presses, the other covers at a 45\xB0 angle behind."
        ],
        sv: [
          "L\xE4gg fem koner p\xE5 en linje tv\xE4rs \xF6ver planen med 8 meters mellanrum som bollens positioner. St\xE4ll dig 15 meter framf\xF6r mittenkonen, v\xE4nd mot den.",
          "Din kompis dribblar fr\xE5n kon till kon. F\xF6rflytta dig i sidled s\xE5 att du hela tiden \xE4r i linje med bollen, 10\u201315 meter bort och med kroppen snett.",
          "N\xE4r din kompis stannar vid en yttre kon tar du steget \xF6ver som om du t\xE4cker lagkamraten som pressar. N\xE4r hen spelar bak\xE5t flyttar du upp 5 meter, som n\xE4r backlinjen kliver upp.",
          "K\xF6r 6 \xD7 1 minut med 1 minuts vila. Byt sedan och f\xF6rklara f\xF6r din kompis var du skulle st\xE5 i en backlinje med fyra f\xF6r varje bollposition.",
          "Progression: l\xE4gg till en andra spelare och samarbeta: en pressar, den andra t\xE4cker i 45\xB0 bakom."
        ],
        fr: [
          "Placez cinq plots en ligne dans la largeur du terrain, espac\xE9s de 8 m, comme positions du ballon. Placez-vous 15 m devant le plot central, face \xE0 lui.",
          "Votre partenaire conduit le ballon de plot en plot. Coulissez en pas chass\xE9s pour rester align\xE9 avec le ballon, \xE0 10\u201315 m, le corps de profil.",
          "Quand votre partenaire s\u2019arr\xEAte sur un plot excentr\xE9, d\xE9calez-vous comme pour couvrir le partenaire qui presse. Quand il joue vers l\u2019arri\xE8re, remontez de 5 m comme une ligne d\xE9fensive qui monte.",
          "Travaillez 6 \xD7 1 minute avec 1 minute de r\xE9cup\xE9ration. Inversez ensuite et expliquez \xE0 votre partenaire o\xF9 vous vous placeriez dans une d\xE9fense \xE0 quatre pour chaque position du ballon.",
          "Progression : ajoutez un deuxi\xE8me joueur et coordonnez-vous : l\u2019un presse, l\u2019autre couvre \xE0 45\xB0 derri\xE8re lui."
        ],
        pt: [
          "Coloque cinco cones em linha na largura do campo, a 8 m uns dos outros, como posi\xE7\xF5es da bola. Fique 15 m \xE0 frente do cone do meio, virado para ele.",
          "O colega conduz a bola de cone em cone. Desloque-se lateralmente para ficar alinhado com a bola, a 10\u201315 m, com o corpo de lado.",
          "Quando o colega parar num cone aberto, desloque-se como se fizesse a cobertura ao colega que pressiona. Quando ele jogar para tr\xE1s, suba 5 m como uma linha defensiva a subir.",
          "Trabalhe 6 \xD7 1 minuto com 1 minuto de pausa. Depois troquem e explique ao colega onde se posicionaria numa linha de quatro para cada posi\xE7\xE3o da bola.",
          "Progress\xE3o: junte um segundo jogador e coordenem-se: um pressiona e o outro faz a cobertura a 45\xB0 atr\xE1s."
        ]
      },
      coachingPoints: {
        en: [
          "Move while the ball travels, and arrive when it arrives.",
          "Stay side-on so you can go forward or back.",
          "Talk: \u2018step\u2019, \u2018drop\u2019, \u2018cover\u2019 \u2013 a compact block is a talking block."
        ],
        sv: [
          "F\xF6rflytta dig medan bollen rullar och var p\xE5 plats n\xE4r den kommer fram.",
          "St\xE5 snett s\xE5 att du kan g\xE5 b\xE5de fram\xE5t och bak\xE5t.",
          "Prata: \u201Dkliv\u201D, \u201Dsl\xE4pp\u201D, \u201Dt\xE4ck\u201D \u2013 ett kompakt lag \xE4r ett pratande lag."
        ],
        fr: [
          "D\xE9placez-vous pendant que le ballon voyage et soyez en place \xE0 son arriv\xE9e.",
          "Restez de profil pour pouvoir avancer ou reculer.",
          "Parlez : \xAB monte \xBB, \xAB recule \xBB, \xAB couvre \xBB \u2013 un bloc compact est un bloc qui communique."
        ],
        pt: [
          "Desloque-se enquanto a bola viaja e chegue quando ela chegar.",
          "Fique de lado para poder avan\xE7ar ou recuar.",
          "Fale: \xABsobe\xBB, \xABbaixa\xBB, \xABcobre\xBB \u2013 um bloco compacto \xE9 um bloco que comunica."
        ]
      },
      durationMinutes: 30,
      equipment: ["cones", "ball", "partner"],
      videoUrl: null
    },
    {
      key: "b4-systems-and-roles",
      title: {
        en: "Your role in different systems",
        sv: "Din roll i olika spelsystem",
        fr: "Votre r\xF4le dans diff\xE9rents syst\xE8mes",
        pt: "O seu papel em diferentes sistemas"
      },
      description: {
        en: "Learn how your position changes in a 4-3-3, a 4-4-2 and a 3-5-2, so you can switch system during a match without losing your bearings.",
        sv: "L\xE4r dig hur din position f\xF6r\xE4ndras i 4-3-3, 4-4-2 och 3-5-2, s\xE5 att du kan byta spelsystem under matchen utan att tappa orienteringen.",
        fr: "Comprenez comment votre poste change en 4-3-3, en 4-4-2 et en 3-5-2, pour pouvoir changer de syst\xE8me en cours de match sans perdre vos rep\xE8res.",
        pt: "Perceba como a sua posi\xE7\xE3o muda num 4-3-3, num 4-4-2 e num 3-5-2, para poder mudar de sistema durante o jogo sem perder as refer\xEAncias."
      },
      steps: {
        en: [
          "Draw the three systems on paper and mark your usual position in each. Add where your nearest teammates stand and where the free spaces are.",
          "For each system, write down: where you receive in attack, who you pick up in defence, and your first run in each transition.",
          "Watch one half of a pro match in which a team changes system. Note the minute and what changed for the player in your position.",
          "On the pitch, set cones for your teammates in each system and rehearse your attacking and defending positions for 5 minutes per system.",
          "Ask your coach which system the team uses against a back three, and check whether your notes match."
        ],
        sv: [
          "Rita de tre systemen p\xE5 papper och markera din vanliga position i varje. L\xE4gg till var dina n\xE4rmaste lagkamrater st\xE5r och var de fria ytorna finns.",
          "Skriv f\xF6r varje system: var du tar emot bollen i anfall, vem du tar i f\xF6rsvar och din f\xF6rsta l\xF6pning i varje omst\xE4llning.",
          "Titta p\xE5 en halvlek av en proffsmatch d\xE4r ett lag byter spelsystem. Notera minuten och vad som \xE4ndrades f\xF6r spelaren p\xE5 din position.",
          "St\xE4ll ut koner f\xF6r lagkamraterna i varje system p\xE5 planen och \xF6va dina anfalls- och f\xF6rsvarspositioner i 5 minuter per system.",
          "Fr\xE5ga din tr\xE4nare vilket system laget anv\xE4nder mot en trebackslinje och se om dina anteckningar st\xE4mmer."
        ],
        fr: [
          "Dessinez les trois syst\xE8mes sur papier et marquez votre poste habituel dans chacun. Ajoutez o\xF9 se trouvent vos partenaires les plus proches et o\xF9 sont les espaces libres.",
          "Pour chaque syst\xE8me, notez : o\xF9 vous recevez en attaque, qui vous prenez en d\xE9fense et votre premi\xE8re course dans chaque transition.",
          "Regardez une mi-temps d\u2019un match pro o\xF9 une \xE9quipe change de syst\xE8me. Notez la minute et ce qui a chang\xE9 pour le joueur \xE0 votre poste.",
          "Sur le terrain, placez des plots pour vos partenaires dans chaque syst\xE8me et r\xE9p\xE9tez vos placements offensifs et d\xE9fensifs 5 minutes par syst\xE8me.",
          "Demandez \xE0 votre entra\xEEneur quel syst\xE8me l\u2019\xE9quipe utilise face \xE0 une d\xE9fense \xE0 trois, et v\xE9rifiez si vos notes correspondent."
        ],
        pt: [
          "Desenhe os tr\xEAs sistemas numa folha e marque a sua posi\xE7\xE3o habitual em cada um. Acrescente onde est\xE3o os colegas mais pr\xF3ximos e onde est\xE3o os espa\xE7os livres.",
          "Para cada sistema, anote: onde recebe a atacar, quem marca a defender e qual \xE9 a sua primeira corrida em cada transi\xE7\xE3o.",
          "Veja uma parte de um jogo profissional em que uma equipa muda de sistema. Anote o minuto e o que mudou para o jogador na sua posi\xE7\xE3o.",
          "No campo, coloque cones para os colegas em cada sistema e ensaie as suas posi\xE7\xF5es ofensivas e defensivas durante 5 minutos por sistema.",
          "Pergunte ao treinador que sistema a equipa usa contra uma linha de tr\xEAs centrais e confirme se as suas notas batem certo."
        ]
      },
      coachingPoints: {
        en: [
          "The system is the starting shape \u2013 the principles stay the same.",
          "Know where the free player is in each system.",
          "Adjust your distances: a back three asks for different runs than a back four."
        ],
        sv: [
          "Spelsystemet \xE4r utg\xE5ngsl\xE4get \u2013 principerna \xE4r desamma.",
          "Vet var den fria spelaren finns i varje system.",
          "Anpassa avst\xE5nden: en trebackslinje kr\xE4ver andra l\xF6pningar \xE4n en fyrbackslinje."
        ],
        fr: [
          "Le syst\xE8me est la structure de d\xE9part : les principes restent les m\xEAmes.",
          "Sachez o\xF9 se trouve le joueur libre dans chaque syst\xE8me.",
          "Adaptez les distances : une d\xE9fense \xE0 trois demande d\u2019autres courses qu\u2019une d\xE9fense \xE0 quatre."
        ],
        pt: [
          "O sistema \xE9 a estrutura de partida \u2013 os princ\xEDpios mant\xEAm-se.",
          "Saiba onde est\xE1 o jogador livre em cada sistema.",
          "Ajuste as dist\xE2ncias: uma linha de tr\xEAs pede corridas diferentes de uma linha de quatro."
        ]
      },
      durationMinutes: 45,
      equipment: ["cones"],
      videoUrl: null
    },
    {
      key: "b4-reading-the-opponent",
      title: {
        en: "Read the opponent and adapt",
        sv: "L\xE4s motst\xE5ndaren och anpassa dig",
        fr: "Lire l\u2019adversaire et s\u2019adapter",
        pt: "Ler o advers\xE1rio e adaptar-se"
      },
      description: {
        en: "Train your eye to spot what the opponent does \u2013 pressing high, playing long, overloading one side \u2013 and decide what you change in your own game in response.",
        sv: "Tr\xE4na blicken att se vad motst\xE5ndaren g\xF6r \u2013 pressar h\xF6gt, spelar l\xE5ngt, \xF6verbelastar en kant \u2013 och best\xE4m vad du \xE4ndrar i ditt eget spel som svar.",
        fr: "Entra\xEEnez votre \u0153il \xE0 rep\xE9rer ce que fait l\u2019adversaire \u2013 pressing haut, jeu long, surnombre sur un c\xF4t\xE9 \u2013 et d\xE9cidez ce que vous changez dans votre propre jeu en r\xE9ponse.",
        pt: "Treine o olhar para perceber o que o advers\xE1rio faz \u2013 press\xE3o alta, jogo direto, superioridade num corredor \u2013 e decida o que muda no seu jogo em resposta."
      },
      steps: {
        en: [
          "Watch the first 20 minutes of a match (yours or a pro match) and answer three questions: how do they build up, where do they press, and who is their key player?",
          "For each answer, write one adjustment for your position, e.g. \u2018they press high \u2013 I drop to create a free player or run in behind for the long ball\u2019.",
          "Pause the video at five moments and say out loud what you would do next before you press play again.",
          "Write three scenario cards (e.g. \u2018the opponent plays long to their striker\u2019). On the pitch, draw one card at a time and rehearse your movement with cones for 10 minutes.",
          "After your next match, write down one adjustment you made yourself during the game and whether it worked."
        ],
        sv: [
          "Titta p\xE5 de f\xF6rsta 20 minuterna av en match (din egen eller en proffsmatch) och svara p\xE5 tre fr\xE5gor: hur spelar de upp bollen, var pressar de och vem \xE4r deras nyckelspelare?",
          "Skriv en justering f\xF6r din position till varje svar, till exempel \u201Dde pressar h\xF6gt \u2013 jag sjunker f\xF6r att skapa en fri spelare eller l\xF6per i djupled f\xF6r den l\xE5nga bollen\u201D.",
          "Pausa videon vid fem tillf\xE4llen och s\xE4g h\xF6gt vad du skulle g\xF6ra h\xE4rn\xE4st innan du trycker p\xE5 play igen.",
          "Skriv tre scenariokort (till exempel \u201Dmotst\xE5ndaren spelar l\xE5ngt p\xE5 sin anfallare\u201D). Dra ett kort i taget p\xE5 planen och \xF6va din r\xF6relse med koner i 10 minuter.",
          "Skriv efter n\xE4sta match ner en justering du sj\xE4lv gjorde under matchen och om den fungerade."
        ],
        fr: [
          "Regardez les 20 premi\xE8res minutes d\u2019un match (le v\xF4tre ou un match pro) et r\xE9pondez \xE0 trois questions : comment relancent-ils, o\xF9 pressent-ils et qui est leur joueur cl\xE9 ?",
          "Pour chaque r\xE9ponse, \xE9crivez un ajustement \xE0 votre poste, par exemple \xAB ils pressent haut : je d\xE9croche pour cr\xE9er un joueur libre ou je prends la profondeur pour le ballon long \xBB.",
          "Mettez la vid\xE9o en pause \xE0 cinq moments et dites \xE0 voix haute ce que vous feriez ensuite avant de relancer la lecture.",
          "R\xE9digez trois cartes de sc\xE9nario (par exemple \xAB l\u2019adversaire joue long sur son attaquant \xBB). Sur le terrain, tirez une carte \xE0 la fois et r\xE9p\xE9tez votre d\xE9placement avec des plots pendant 10 minutes.",
          "Apr\xE8s votre prochain match, notez un ajustement que vous avez fait vous-m\xEAme pendant la rencontre et s\u2019il a fonctionn\xE9."
        ],
        pt: [
          "Veja os primeiros 20 minutos de um jogo (seu ou profissional) e responda a tr\xEAs perguntas: como constroem, onde pressionam e quem \xE9 o jogador-chave?",
          "Para cada resposta, escreva um ajuste para a sua posi\xE7\xE3o, por exemplo \xABpressionam alto \u2013 baixo para criar um jogador livre ou ataco a profundidade para a bola longa\xBB.",
          "Pare o v\xEDdeo em cinco momentos e diga em voz alta o que faria a seguir antes de voltar a carregar no play.",
          "Escreva tr\xEAs cart\xF5es de cen\xE1rio (por exemplo \xABo advers\xE1rio joga direto no ponta de lan\xE7a\xBB). No campo, tire um cart\xE3o de cada vez e ensaie o seu movimento com cones durante 10 minutos.",
          "Depois do pr\xF3ximo jogo, anote um ajuste que fez por iniciativa pr\xF3pria durante o jogo e se resultou."
        ]
      },
      coachingPoints: {
        en: [
          "Look for patterns, not single actions: what happens three times is a plan.",
          "Small adjustments win matches: one step closer, one pass earlier.",
          "Share what you see with your teammates at stoppages."
        ],
        sv: [
          "Leta efter m\xF6nster, inte enstaka h\xE4ndelser: det som h\xE4nder tre g\xE5nger \xE4r en plan.",
          "Sm\xE5 justeringar vinner matcher: ett steg n\xE4rmare, en passning tidigare.",
          "Dela det du ser med lagkamraterna vid avbl\xE5sningar."
        ],
        fr: [
          "Cherchez des tendances, pas des actions isol\xE9es : ce qui arrive trois fois est un plan.",
          "Les petits ajustements gagnent les matchs : un pas plus pr\xE8s, une passe plus t\xF4t.",
          "Partagez ce que vous voyez avec vos co\xE9quipiers lors des arr\xEAts de jeu."
        ],
        pt: [
          "Procure padr\xF5es, n\xE3o a\xE7\xF5es isoladas: o que acontece tr\xEAs vezes \xE9 um plano.",
          "Pequenos ajustes ganham jogos: um passo mais perto, um passe mais cedo.",
          "Partilhe o que v\xEA com os colegas nas paragens do jogo."
        ]
      },
      durationMinutes: 40,
      equipment: ["cones"],
      videoUrl: null
    },
    {
      key: "b4-third-man-combinations",
      title: {
        en: "Third-man combinations",
        sv: "Tredjemanspel",
        fr: "Combinaisons avec le troisi\xE8me homme",
        pt: "Combina\xE7\xF5es com o terceiro homem"
      },
      description: {
        en: "The third man gets the ball after a combination between two others, and is often completely free. Practise the timing of the pass and the run to break through a line.",
        sv: "Tredje man f\xE5r bollen efter ett samspel mellan tv\xE5 andra och \xE4r ofta helt fri. Tr\xE4na timingen i passningen och l\xF6pningen f\xF6r att spela dig igenom en lagdel.",
        fr: "Le troisi\xE8me homme re\xE7oit le ballon apr\xE8s une combinaison entre deux autres joueurs et se retrouve souvent totalement libre. Travaillez le timing de la passe et de la course pour franchir une ligne.",
        pt: "O terceiro homem recebe a bola depois de uma combina\xE7\xE3o entre outros dois e fica muitas vezes completamente livre. Treine o tempo do passe e da corrida para ultrapassar uma linha."
      },
      steps: {
        en: [
          "Stand 6 m from a wall with your partner 8 m to your side. Put two poles 10 m beyond your partner as a defensive line, and a small goal 15 m behind the poles.",
          "Pass at an angle into the wall so that the rebound goes to your partner. As soon as you have passed, sprint around the poles into the space behind.",
          "Your partner plays first time into your run; take one touch forward and finish. 10 reps, then swap roles.",
          "Progression: stay level with the poles until your partner plays the pass, as if avoiding offside.",
          "Final round: 3 \xD7 2 minutes without stopping, counting goals."
        ],
        sv: [
          "St\xE4ll dig 6 meter fr\xE5n en v\xE4gg med din kompis 8 meter \xE5t sidan. S\xE4tt tv\xE5 k\xE4ppar 10 meter bortom din kompis som en backlinje och ett litet m\xE5l 15 meter bakom k\xE4pparna.",
          "Passa snett mot v\xE4ggen s\xE5 att returen g\xE5r till din kompis. S\xE5 fort du har passat sprintar du runt k\xE4pparna in i ytan bakom.",
          "Din kompis spelar direkt in i din l\xF6pning; ta ett tillslag fram\xE5t och g\xF6r m\xE5l. 10 repetitioner, byt sedan roller.",
          "Progression: stanna i h\xF6jd med k\xE4pparna tills din kompis sl\xE5r passningen, som om du undviker offside.",
          "Sista omg\xE5ngen: 3 \xD7 2 minuter utan paus, och r\xE4kna m\xE5len."
        ],
        fr: [
          "Placez-vous \xE0 6 m d\u2019un mur avec votre partenaire \xE0 8 m sur le c\xF4t\xE9. Plantez deux piquets 10 m au-del\xE0 de votre partenaire comme ligne d\xE9fensive, et un mini-but 15 m derri\xE8re les piquets.",
          "Jouez en diagonale contre le mur pour que le rebond aille vers votre partenaire. D\xE8s la passe jou\xE9e, sprintez autour des piquets dans l\u2019espace derri\xE8re.",
          "Votre partenaire joue en une touche dans votre course ; faites un contr\xF4le vers l\u2019avant et finissez. 10 r\xE9p\xE9titions, puis inversez les r\xF4les.",
          "Progression : restez \xE0 hauteur des piquets jusqu\u2019\xE0 la passe de votre partenaire, comme pour \xE9viter le hors-jeu.",
          "Derni\xE8re s\xE9rie : 3 \xD7 2 minutes en continu, en comptant les buts."
        ],
        pt: [
          "Coloque-se a 6 m de uma parede com o colega a 8 m para o lado. Ponha duas estacas 10 m depois do colega como linha defensiva e uma baliza pequena 15 m atr\xE1s das estacas.",
          "Passe em diagonal contra a parede para que o ressalto v\xE1 para o colega. Logo depois de passar, fa\xE7a um sprint \xE0 volta das estacas para o espa\xE7o nas costas.",
          "O colega joga de primeira para a sua corrida; d\xEA um toque para a frente e finalize. 10 repeti\xE7\xF5es e depois troquem de papel.",
          "Progress\xE3o: mantenha-se na linha das estacas at\xE9 o colega fazer o passe, como se evitasse o fora de jogo.",
          "\xDAltima ronda: 3 \xD7 2 minutos sem parar, a contar os golos."
        ]
      },
      coachingPoints: {
        en: [
          "Start your run while the ball travels to the second player, not after.",
          "Weight the forward pass into space, in front of the runner.",
          "Make eye contact before the run \u2013 pass and run are one action."
        ],
        sv: [
          "Starta l\xF6pningen medan bollen g\xE5r till den andra spelaren, inte efter\xE5t.",
          "Sl\xE5 djupledspassningen i ytan framf\xF6r l\xF6paren, med r\xE4tt fart.",
          "Ta \xF6gonkontakt f\xF6re l\xF6pningen \u2013 passning och l\xF6pning \xE4r en och samma handling."
        ],
        fr: [
          "Lancez votre course pendant que le ballon va vers le deuxi\xE8me joueur, pas apr\xE8s.",
          "Dosez la passe en profondeur dans l\u2019espace, devant le coureur.",
          "\xC9tablissez un contact visuel avant la course : passe et appel ne font qu\u2019un."
        ],
        pt: [
          "Comece a corrida enquanto a bola vai para o segundo jogador, n\xE3o depois.",
          "Doseie o passe para o espa\xE7o, \xE0 frente de quem corre.",
          "Fa\xE7a contacto visual antes da corrida \u2013 passe e desmarca\xE7\xE3o s\xE3o uma s\xF3 a\xE7\xE3o."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "wall", "partner", "poles", "smallGoal"],
      videoUrl: null
    },
    {
      key: "b4-position-goalkeeper",
      title: {
        en: "Goalkeeper: handling, footwork and distribution",
        sv: "M\xE5lvakt: grepp, fotarbete och utspel",
        fr: "Gardien : prise de balle, appuis et relance",
        pt: "Guarda-redes: encaixe, apoios e reposi\xE7\xE3o"
      },
      description: {
        en: "The core of goalkeeping in one session: clean catches, quick set positions and accurate distribution to start attacks.",
        sv: "M\xE5lvaktsspelets k\xE4rna i ett pass: s\xE4kra grepp, snabb grundposition och precisa utspel som startar anfall.",
        fr: "L\u2019essentiel du poste de gardien en une s\xE9ance : des prises de balle propres, des appuis rapides et des relances pr\xE9cises pour lancer les attaques.",
        pt: "O essencial da posi\xE7\xE3o de guarda-redes numa sess\xE3o: encaixes limpos, posi\xE7\xE3o base r\xE1pida e reposi\xE7\xF5es precisas para iniciar ataques."
      },
      steps: {
        en: [
          "Warm up with your partner: 30 catches at chest height, 30 at head height with a W-shaped grip, and 20 low scoops from short throws.",
          "Footwork: set four cones in a line 1 m apart. Side-step along them and get set in your ready stance as your partner shoots from 10 m. 4 \xD7 6 shots.",
          "Diving: kneeling and then standing dives to both sides, 3 \xD7 5 per side, getting back up quickly after each save.",
          "Distribution: 10 side-volleys or drop-kicks to your partner 35\u201340 m away, and 10 passes with each foot through cone gates 20 m away after a back pass.",
          "Crosses: your partner throws or kicks high balls into the box. Call \u2018keeper!\u2019 and catch at the highest point. 10 reps."
        ],
        sv: [
          "V\xE4rm upp med din kompis: 30 br\xF6stgrepp, 30 grepp i huvudh\xF6jd med W-grepp och 20 l\xE5ga bollar som du skopar upp efter korta kast.",
          "Fotarbete: st\xE4ll fyra koner p\xE5 en linje med 1 meters mellanrum. F\xF6rflytta dig i sidled l\xE4ngs dem och g\xE5 ner i grundposition n\xE4r din kompis skjuter fr\xE5n 10 meter. 4 \xD7 6 skott.",
          "Fall\xF6vningar: fr\xE5n kn\xE4st\xE5ende och sedan st\xE5ende \xE5t b\xE5da h\xE5llen, 3 \xD7 5 per sida, och upp snabbt efter varje r\xE4ddning.",
          "Utspel: 10 halvvolley- eller dropkicksutspel till din kompis 35\u201340 meter bort, och 10 passningar med varje fot genom konm\xE5l 20 meter bort efter en bak\xE5tpassning.",
          "Inl\xE4gg: din kompis kastar eller sl\xE5r h\xF6ga bollar in i straffomr\xE5det. Ropa \u201Dm\xE5lvakt!\u201D och ta bollen i h\xF6gsta punkten. 10 repetitioner."
        ],
        fr: [
          "\xC9chauffez-vous avec votre partenaire : 30 prises de balle \xE0 hauteur de poitrine, 30 \xE0 hauteur de t\xEAte avec les mains en W et 20 ballons bas ramass\xE9s apr\xE8s des lancers courts.",
          "Appuis : placez quatre plots en ligne espac\xE9s de 1 m. D\xE9placez-vous en pas chass\xE9s le long des plots et fixez-vous en position d\u2019attente quand votre partenaire frappe \xE0 10 m. 4 \xD7 6 frappes.",
          "Plongeons : \xE0 genoux puis debout, des deux c\xF4t\xE9s, 3 \xD7 5 par c\xF4t\xE9, en vous relevant vite apr\xE8s chaque arr\xEAt.",
          "Relance : 10 d\xE9gagements de vol\xE9e ou en demi-vol\xE9e vers votre partenaire \xE0 35\u201340 m, et 10 passes de chaque pied dans des portes \xE0 20 m apr\xE8s une passe en retrait.",
          "Centres : votre partenaire lance ou centre des ballons hauts dans la surface. Annoncez \xAB gardien ! \xBB et captez au point le plus haut. 10 r\xE9p\xE9titions."
        ],
        pt: [
          "Aque\xE7a com o colega: 30 encaixes \xE0 altura do peito, 30 \xE0 altura da cabe\xE7a com as m\xE3os em W e 20 bolas rasteiras apanhadas depois de lan\xE7amentos curtos.",
          "Apoios: coloque quatro cones em linha a 1 m uns dos outros. Desloque-se lateralmente ao longo deles e fixe a posi\xE7\xE3o base quando o colega rematar a 10 m. 4 \xD7 6 remates.",
          "Quedas: de joelhos e depois de p\xE9, para os dois lados, 3 \xD7 5 por lado, levantando-se depressa depois de cada defesa.",
          "Reposi\xE7\xE3o: 10 pontap\xE9s de meio-v\xF3lei para o colega a 35\u201340 m e 10 passes com cada p\xE9 por balizas de cones a 20 m, depois de um atraso.",
          "Cruzamentos: o colega lan\xE7a ou cruza bolas altas para a \xE1rea. Diga \xABminha!\xBB e agarre a bola no ponto mais alto. 10 repeti\xE7\xF5es."
        ]
      },
      coachingPoints: {
        en: [
          "Set your feet just before the shot: balanced, on the balls of your feet.",
          "Hands behind the ball, soft elbows, bring the ball into your chest.",
          "Call early and loud \u2013 your voice organises the defence."
        ],
        sv: [
          "St\xE5 still och redo precis f\xF6re skottet: i balans, p\xE5 framf\xF6tterna.",
          "H\xE4nderna bakom bollen, mjuka armb\xE5gar, ta in bollen mot br\xF6stet.",
          "Ropa tidigt och h\xF6gt \u2013 din r\xF6st organiserar f\xF6rsvaret."
        ],
        fr: [
          "Fixez vos appuis juste avant la frappe : \xE9quilibr\xE9, sur l\u2019avant des pieds.",
          "Les mains derri\xE8re le ballon, les coudes souples, ramenez le ballon contre la poitrine.",
          "Annoncez t\xF4t et fort : votre voix organise la d\xE9fense."
        ],
        pt: [
          "Fixe os apoios mesmo antes do remate: equilibrado, na parte da frente dos p\xE9s.",
          "M\xE3os atr\xE1s da bola, cotovelos soltos, traga a bola para o peito.",
          "Fale cedo e alto \u2013 a sua voz organiza a defesa."
        ]
      },
      durationMinutes: 50,
      equipment: ["ball", "cones", "goal", "partner"],
      videoUrl: null
    },
    {
      key: "b4-position-defender",
      title: {
        en: "Defender: 1v1, heading and long passing",
        sv: "F\xF6rsvarare: 1 mot 1, nickar och l\xE5nga passningar",
        fr: "D\xE9fenseur : duel, jeu de t\xEAte et jeu long",
        pt: "Defesa: 1x1, jogo de cabe\xE7a e passe longo"
      },
      description: {
        en: "Work on the skills defenders use in every match: defending 1v1, clearing high balls, passing long from the back and recovering when the ball goes in behind.",
        sv: "Tr\xE4na det som f\xF6rsvarare g\xF6r i varje match: f\xF6rsvara 1 mot 1, rensa h\xF6ga bollar, sl\xE5 l\xE5nga passningar bakifr\xE5n och l\xF6pa hem n\xE4r bollen g\xE5r bakom dig.",
        fr: "Travaillez ce qu\u2019un d\xE9fenseur fait \xE0 chaque match : d\xE9fendre en 1 contre 1, d\xE9gager les ballons a\xE9riens, relancer long depuis l\u2019arri\xE8re et se replacer quand le ballon passe dans le dos.",
        pt: "Trabalhe o que um defesa faz em todos os jogos: defender no 1x1, afastar bolas altas, passar longo desde tr\xE1s e recuperar quando a bola vai para as costas."
      },
      steps: {
        en: [
          "1v1: in a 10 \xD7 15 m channel, your partner dribbles at you. Jockey, show them outside, and win the ball or push them over the sideline. 8 reps.",
          "Heading: your partner throws high balls from 10 m. Attack the ball with a short run and head it high and far. 3 \xD7 8, including headers while jumping.",
          "Long passing: hit 10 diagonals with each foot into a cone zone 35\u201340 m away; your partner collects.",
          "Recovery runs: your partner plays a ball in behind you; turn, sprint back 20 m, get goal-side and block the shot or cross. 6 reps.",
          "Count how many long passes land in the zone and try to beat that number next time."
        ],
        sv: [
          "1 mot 1: i en korridor p\xE5 10 \xD7 15 meter dribblar din kompis mot dig. Backa, styr ut hen mot kanten och vinn bollen eller tryck ut hen \xF6ver sidlinjen. 8 repetitioner.",
          "Nickar: din kompis kastar h\xF6ga bollar fr\xE5n 10 meter. G\xE5 mot bollen med en kort ansats och nicka den h\xF6gt och l\xE5ngt. 3 \xD7 8, ocks\xE5 med upphopp.",
          "L\xE5nga passningar: sl\xE5 10 diagonalpassningar med varje fot in i en konzon 35\u201340 meter bort; din kompis tar hand om bollarna.",
          "Heml\xF6pningar: din kompis spelar en boll bakom dig; v\xE4nd, sprinta 20 meter hem, kom p\xE5 m\xE5lsidan och blockera skottet eller inl\xE4gget. 6 repetitioner.",
          "R\xE4kna hur m\xE5nga l\xE5nga passningar som landar i zonen och f\xF6rs\xF6k sl\xE5 siffran n\xE4sta g\xE5ng."
        ],
        fr: [
          "Duel : dans un couloir de 10 \xD7 15 m, votre partenaire dribble vers vous. Temporisez, orientez-le vers l\u2019ext\xE9rieur et r\xE9cup\xE9rez le ballon ou poussez-le hors du terrain. 8 r\xE9p\xE9titions.",
          "Jeu de t\xEAte : votre partenaire lance des ballons hauts \xE0 10 m. Attaquez le ballon avec une courte course d\u2019\xE9lan et renvoyez-le haut et loin. 3 \xD7 8, dont des t\xEAtes en suspension.",
          "Jeu long : frappez 10 transversales de chaque pied dans une zone de plots \xE0 35\u201340 m ; votre partenaire r\xE9cup\xE8re les ballons.",
          "Courses de repli : votre partenaire joue un ballon dans votre dos ; retournez-vous, sprintez 20 m, placez-vous entre le ballon et le but et contrez la frappe ou le centre. 6 r\xE9p\xE9titions.",
          "Comptez le nombre de ballons longs tomb\xE9s dans la zone et essayez de faire mieux la prochaine fois."
        ],
        pt: [
          "1x1: num corredor de 10 \xD7 15 m, o colega conduz na sua dire\xE7\xE3o. Temporize, encaminhe-o para fora e ganhe a bola ou empurre-o para l\xE1 da linha lateral. 8 repeti\xE7\xF5es.",
          "Jogo de cabe\xE7a: o colega lan\xE7a bolas altas a 10 m. Ataque a bola com uma pequena corrida e cabeceie alto e longe. 3 \xD7 8, incluindo cabeceamentos em salto.",
          "Passe longo: fa\xE7a 10 varia\xE7\xF5es de flanco com cada p\xE9 para uma zona de cones a 35\u201340 m; o colega recolhe as bolas.",
          "Corridas de recupera\xE7\xE3o: o colega joga uma bola nas suas costas; rode, fa\xE7a um sprint de 20 m, coloque-se entre a bola e a baliza e bloqueie o remate ou o cruzamento. 6 repeti\xE7\xF5es.",
          "Conte quantos passes longos caem na zona e tente bater esse n\xFAmero na pr\xF3xima vez."
        ]
      },
      coachingPoints: {
        en: [
          "Be patient in 1v1: don\u2019t dive in, tackle when the ball leaves their foot.",
          "Head with your forehead through the lower half of the ball, eyes open.",
          "For a driven long pass, strike through the middle of the ball with your laces."
        ],
        sv: [
          "Var t\xE5lmodig i 1 mot 1: g\xE5 inte in f\xF6r tidigt, ta bollen n\xE4r den l\xE4mnar motst\xE5ndarens fot.",
          "Nicka med pannan genom bollens nedre halva, med \xF6ppna \xF6gon.",
          "F\xF6r en h\xE5rd, l\xE5g l\xE5ngpassning tr\xE4ffar du bollens mitt med vristen."
        ],
        fr: [
          "Soyez patient en duel : ne vous jetez pas, taclez quand le ballon quitte son pied.",
          "Frappez de la t\xEAte avec le front, sous le milieu du ballon, les yeux ouverts.",
          "Pour une passe longue tendue, frappez le centre du ballon avec le coup de pied."
        ],
        pt: [
          "Tenha paci\xEAncia no 1x1: n\xE3o se atire, desarme quando a bola sai do p\xE9 do advers\xE1rio.",
          "Cabeceie com a testa na metade de baixo da bola, de olhos abertos.",
          "Para um passe longo tenso, bata no centro da bola com o peito do p\xE9."
        ]
      },
      durationMinutes: 45,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b4-position-midfielder",
      title: {
        en: "Midfielder: receive, turn and switch play",
        sv: "Mittf\xE4ltare: ta emot, v\xE4nd och byt spelyta",
        fr: "Milieu : recevoir, se retourner et renverser le jeu",
        pt: "M\xE9dio: receber, rodar e variar o jogo"
      },
      description: {
        en: "A midfielder has to find space, scan, receive on the half-turn and move the ball forward or across. This session builds all of it with a wall and a partner.",
        sv: "En mittf\xE4ltare m\xE5ste hitta yta, scanna, ta emot halvv\xE4nd och f\xF6ra bollen fram\xE5t eller byta sida. Passet tr\xE4nar allt detta med en v\xE4gg och en kompis.",
        fr: "Un milieu doit trouver l\u2019espace, prendre l\u2019information, recevoir de trois-quarts et faire avancer le ballon ou renverser le jeu. Cette s\xE9ance travaille tout cela avec un mur et un partenaire.",
        pt: "Um m\xE9dio tem de encontrar espa\xE7o, observar, receber de lado e fazer a bola avan\xE7ar ou mudar de corredor. Esta sess\xE3o treina tudo isso com uma parede e um colega."
      },
      steps: {
        en: [
          "Body shape: 50 two-touch passes against a wall, opening your body to receive with your back foot, alternating left and right.",
          "Turning: your partner plays into your feet from 12 m with a cone behind you as a passive defender. Turn left, turn right or play back, as your partner calls. 3 \xD7 8.",
          "Switching play: receive the rebound from the wall, turn and hit a 30 m diagonal into a cone zone on the far side. 10 with each foot.",
          "Forward passing: set two poles 2 m apart, 15 m away, as a gap between two opponents. Play through the gap after one touch. 20 reps.",
          "Finish with 5 minutes of non-stop two-touch passing with your partner while you both keep moving around a 20 \xD7 20 m square."
        ],
        sv: [
          "Kroppsst\xE4llning: 50 passningar p\xE5 tv\xE5 tillslag mot en v\xE4gg, \xF6ppna kroppen och ta emot med bortre foten, v\xE4xelvis \xE5t v\xE4nster och h\xF6ger.",
          "V\xE4ndningar: din kompis spelar in bollen i f\xF6tterna fr\xE5n 12 meter med en kon bakom dig som passiv f\xF6rsvarare. V\xE4nd \xE5t v\xE4nster, h\xF6ger eller spela tillbaka, efter vad din kompis ropar. 3 \xD7 8.",
          "Byt spelyta: ta emot returen fr\xE5n v\xE4ggen, v\xE4nd och sl\xE5 en 30 meter l\xE5ng diagonal in i en konzon p\xE5 andra sidan. 10 med varje fot.",
          "Passningar fram\xE5t: st\xE4ll tv\xE5 k\xE4ppar 2 meter is\xE4r, 15 meter bort, som en lucka mellan tv\xE5 motst\xE5ndare. Spela genom luckan efter ett tillslag. 20 repetitioner.",
          "Avsluta med 5 minuters oavbrutet passningsspel p\xE5 tv\xE5 tillslag med din kompis, medan ni b\xE5da r\xF6r er i en ruta p\xE5 20 \xD7 20 meter."
        ],
        fr: [
          "Orientation du corps : 50 passes en deux touches contre un mur, en ouvrant le corps pour recevoir du pied le plus \xE9loign\xE9, en alternant gauche et droite.",
          "Se retourner : votre partenaire joue dans vos pieds \xE0 12 m, avec un plot derri\xE8re vous comme d\xE9fenseur passif. Tournez \xE0 gauche, \xE0 droite ou remisez selon son appel. 3 \xD7 8.",
          "Renversement : recevez le rebond du mur, retournez-vous et frappez une transversale de 30 m dans une zone de plots de l\u2019autre c\xF4t\xE9. 10 de chaque pied.",
          "Passe vers l\u2019avant : plantez deux piquets espac\xE9s de 2 m, \xE0 15 m, comme un intervalle entre deux adversaires. Jouez dans l\u2019intervalle apr\xE8s un contr\xF4le. 20 r\xE9p\xE9titions.",
          "Terminez par 5 minutes de passes en deux touches sans arr\xEAt avec votre partenaire, en vous d\xE9pla\xE7ant tous les deux dans un carr\xE9 de 20 \xD7 20 m."
        ],
        pt: [
          "Orienta\xE7\xE3o do corpo: 50 passes a dois toques contra uma parede, abrindo o corpo para receber com o p\xE9 mais afastado, alternando esquerda e direita.",
          "Rodar: o colega joga para os seus p\xE9s a 12 m, com um cone atr\xE1s de si como defesa passivo. Rode para a esquerda, para a direita ou jogue de apoio, conforme o colega chamar. 3 \xD7 8.",
          "Variar o jogo: receba o ressalto da parede, rode e fa\xE7a uma diagonal de 30 m para uma zona de cones do outro lado. 10 com cada p\xE9.",
          "Passe para a frente: coloque duas estacas a 2 m uma da outra, a 15 m, como um espa\xE7o entre dois advers\xE1rios. Passe por esse espa\xE7o depois de um toque. 20 repeti\xE7\xF5es.",
          "Termine com 5 minutos de passes a dois toques sem parar com o colega, ambos em movimento num quadrado de 20 \xD7 20 m."
        ]
      },
      coachingPoints: {
        en: [
          "Check your shoulder before every reception.",
          "First touch forward whenever you can \u2013 play forwards, not sideways.",
          "Vary the rhythm: sometimes one touch, sometimes carry the ball into space."
        ],
        sv: [
          "Titta \xF6ver axeln f\xF6re varje mottagning.",
          "F\xF6rsta tillslaget fram\xE5t n\xE4r det g\xE5r \u2013 spela fram\xE5t, inte i sidled.",
          "Variera rytmen: ibland ett tillslag, ibland f\xF6r du bollen in i ytan."
        ],
        fr: [
          "Regardez par-dessus l\u2019\xE9paule avant chaque r\xE9ception.",
          "Premier contr\xF4le vers l\u2019avant d\xE8s que possible : jouez vers l\u2019avant, pas \xE0 plat.",
          "Variez le rythme : parfois en une touche, parfois en portant le ballon dans l\u2019espace."
        ],
        pt: [
          "Olhe por cima do ombro antes de cada rece\xE7\xE3o.",
          "Primeiro toque para a frente sempre que puder \u2013 jogue para a frente, n\xE3o para o lado.",
          "Varie o ritmo: \xE0s vezes ao primeiro toque, \xE0s vezes em condu\xE7\xE3o para o espa\xE7o."
        ]
      },
      durationMinutes: 45,
      equipment: ["ball", "wall", "partner", "cones", "poles"],
      videoUrl: null
    },
    {
      key: "b4-position-forward",
      title: {
        en: "Forward: movement and finishing",
        sv: "Anfallare: r\xF6relse och avslut",
        fr: "Attaquant : appels et finition",
        pt: "Avan\xE7ado: desmarca\xE7\xF5es e finaliza\xE7\xE3o"
      },
      description: {
        en: "Strikers live on movement and finishing. Practise losing your marker, holding the ball up and finishing with one or two touches.",
        sv: "En anfallare lever p\xE5 r\xF6relse och avslut. Tr\xE4na p\xE5 att bli av med din markering, h\xE5lla i bollen och avsluta p\xE5 ett eller tv\xE5 tillslag.",
        fr: "Un attaquant vit de ses appels et de sa finition. Travaillez pour vous d\xE9marquer, conserver le ballon dos au but et finir en une ou deux touches.",
        pt: "Um avan\xE7ado vive de desmarca\xE7\xF5es e finaliza\xE7\xE3o. Treine como fugir \xE0 marca\xE7\xE3o, segurar a bola de costas e finalizar com um ou dois toques."
      },
      steps: {
        en: [
          "Movement: put a pole 12 m from goal as a defender. Check away, then sprint in front of or behind the pole to receive your partner\u2019s pass. 10 reps.",
          "Hold-up play: your partner drives the ball into your feet; protect it with your back to goal and lay it off first time. 3 \xD7 6.",
          "Finishing: receive across the box and finish with one or two touches, alternating feet \u2013 low near post, low far post. 20 shots.",
          "Crosses: your partner crosses from the side; attack the near post, the far post and the penalty spot in turn. 12 crosses.",
          "Pressure finish: you have 3 seconds from the pass to shoot while your partner chases from 3 m behind. 10 reps."
        ],
        sv: [
          "R\xF6relse: st\xE4ll en k\xE4pp 12 meter fr\xE5n m\xE5l som f\xF6rsvarare. G\xF6r en motr\xF6relse och sprinta sedan framf\xF6r eller bakom k\xE4ppen f\xF6r att ta emot din kompis passning. 10 repetitioner.",
          "H\xE5lla i bollen: din kompis spelar en h\xE5rd passning in i f\xF6tterna; skydda bollen med ryggen mot m\xE5l och l\xE4gg av direkt. 3 \xD7 6.",
          "Avslut: ta emot tv\xE4rs i straffomr\xE5det och avsluta p\xE5 ett eller tv\xE5 tillslag, v\xE4xelvis med b\xE5da f\xF6tterna \u2013 l\xE5gt vid f\xF6rsta stolpen, l\xE5gt vid bortre. 20 skott.",
          "Inl\xE4gg: din kompis sl\xE5r inl\xE4gg fr\xE5n kanten; attackera f\xF6rsta stolpen, bortre stolpen och straffpunkten i tur och ordning. 12 inl\xE4gg.",
          "Avslut under press: du har 3 sekunder fr\xE5n passningen till skott medan din kompis jagar fr\xE5n 3 meter bakom. 10 repetitioner."
        ],
        fr: [
          "Appels : plantez un piquet \xE0 12 m du but comme d\xE9fenseur. Faites un contre-appel, puis sprintez devant ou derri\xE8re le piquet pour recevoir la passe de votre partenaire. 10 r\xE9p\xE9titions.",
          "Jeu dos au but : votre partenaire joue fort dans vos pieds ; prot\xE9gez le ballon dos au but et remisez en une touche. 3 \xD7 6.",
          "Finition : recevez dans la largeur de la surface et finissez en une ou deux touches, en alternant les pieds \u2013 \xE0 ras de terre au premier poteau, puis au second. 20 frappes.",
          "Centres : votre partenaire centre depuis le c\xF4t\xE9 ; attaquez \xE0 tour de r\xF4le le premier poteau, le second poteau et le point de penalty. 12 centres.",
          "Finition sous pression : vous avez 3 secondes apr\xE8s la passe pour frapper, pendant que votre partenaire vous poursuit depuis 3 m derri\xE8re. 10 r\xE9p\xE9titions."
        ],
        pt: [
          "Desmarca\xE7\xE3o: ponha uma estaca a 12 m da baliza como defesa. Fa\xE7a um movimento de fuga e depois um sprint pela frente ou por tr\xE1s da estaca para receber o passe do colega. 10 repeti\xE7\xF5es.",
          "Jogo de costas: o colega joga forte para os seus p\xE9s; proteja a bola de costas para a baliza e jogue de primeira para o apoio. 3 \xD7 6.",
          "Finaliza\xE7\xE3o: receba na largura da \xE1rea e finalize com um ou dois toques, alternando os p\xE9s \u2013 rasteiro ao primeiro poste, rasteiro ao segundo. 20 remates.",
          "Cruzamentos: o colega cruza da ala; ataque \xE0 vez o primeiro poste, o segundo poste e a marca de pen\xE1lti. 12 cruzamentos.",
          "Finalizar sob press\xE3o: tem 3 segundos desde o passe at\xE9 rematar, enquanto o colega o persegue a partir de 3 m atr\xE1s. 10 repeti\xE7\xF5es."
        ]
      },
      coachingPoints: {
        en: [
          "Move before the pass: first away, then towards the ball.",
          "Accuracy over power: low and across the goalkeeper.",
          "Follow every shot in for the rebound."
        ],
        sv: [
          "R\xF6r dig f\xF6re passningen: f\xF6rst bort, sedan mot bollen.",
          "Precision f\xF6re kraft: l\xE5gt och f\xF6rbi m\xE5lvakten mot bortre h\xF6rnet.",
          "F\xF6lj upp varje skott f\xF6r en eventuell retur."
        ],
        fr: [
          "Bougez avant la passe : d\u2019abord \xE0 l\u2019oppos\xE9, puis vers le ballon.",
          "La pr\xE9cision avant la puissance : \xE0 ras de terre, \xE0 contre-pied du gardien.",
          "Suivez chaque frappe pour un \xE9ventuel rebond."
        ],
        pt: [
          "Mexa-se antes do passe: primeiro para longe, depois na dire\xE7\xE3o da bola.",
          "Precis\xE3o antes de pot\xEAncia: rasteiro e cruzado em rela\xE7\xE3o ao guarda-redes.",
          "Acompanhe cada remate para uma poss\xEDvel recarga."
        ]
      },
      durationMinutes: 45,
      equipment: ["ball", "goal", "poles", "partner"],
      videoUrl: null
    },
    {
      key: "b4-wide-1v1-and-crossing",
      title: {
        en: "Wide play: 1v1 and crossing",
        sv: "Kantspel: 1 mot 1 och inl\xE4gg",
        fr: "Jeu sur les c\xF4t\xE9s : duel et centres",
        pt: "Jogo pelos corredores: 1x1 e cruzamento"
      },
      description: {
        en: "Wingers and full-backs create chances by beating their opponent and delivering quality into the box. Train the dribble and three kinds of cross.",
        sv: "Yttrar och ytterbackar skapar chanser genom att g\xE5 f\xF6rbi sin motst\xE5ndare och sl\xE5 bra bollar in i straffomr\xE5det. Tr\xE4na dribblingen och tre sorters inl\xE4gg.",
        fr: "Ailiers et lat\xE9raux cr\xE9ent des occasions en \xE9liminant leur adversaire direct et en centrant avec qualit\xE9. Travaillez le dribble et trois types de centres.",
        pt: "Extremos e laterais criam oportunidades ao ultrapassar o advers\xE1rio direto e ao meter bolas com qualidade na \xE1rea. Treine o drible e tr\xEAs tipos de cruzamento."
      },
      steps: {
        en: [
          "In a 10 m wide channel along the touchline, dribble at speed at a cone defender and beat it with a feint, going outside or inside. 10 reps each way.",
          "1v1 with your partner in the channel: get past them into the last 10 m and cross. 8 reps each, swapping roles.",
          "Crosses to zones: a cut-back from the byline to the penalty spot, a whipped ball from deep between the goalkeeper and the defensive line, and a low driven cross to the near post. 6 of each to a cone target or your partner.",
          "Count how many crosses reach the target zone and note which type works best for you.",
          "Progression: cross with your weaker foot, or after a single touch."
        ],
        sv: [
          "I en 10 meter bred korridor l\xE4ngs sidlinjen dribblar du i fart mot en konf\xF6rsvarare och passerar den med en fint, utsida eller insida. 10 repetitioner \xE5t varje h\xE5ll.",
          "1 mot 1 mot din kompis i korridoren: ta dig f\xF6rbi in p\xE5 de sista 10 metrarna och sl\xE5 inl\xE4gg. 8 repetitioner var, byt roller.",
          "Inl\xE4gg mot zoner: en cutback fr\xE5n kortlinjen till straffpunkten, en skruvad boll fr\xE5n djupet mellan m\xE5lvakten och backlinjen, och ett l\xE5gt, h\xE5rt inl\xE4gg till f\xF6rsta stolpen. 6 av varje mot en kon eller din kompis.",
          "R\xE4kna hur m\xE5nga inl\xE4gg som n\xE5r m\xE5lzonen och notera vilken sort som fungerar b\xE4st f\xF6r dig.",
          "Progression: sl\xE5 inl\xE4gg med din svagare fot, eller efter ett enda tillslag."
        ],
        fr: [
          "Dans un couloir de 10 m le long de la ligne de touche, foncez en conduite de balle vers un plot d\xE9fenseur et \xE9liminez-le d\u2019une feinte, par l\u2019ext\xE9rieur ou l\u2019int\xE9rieur. 10 r\xE9p\xE9titions de chaque c\xF4t\xE9.",
          "Duel avec votre partenaire dans le couloir : \xE9liminez-le pour entrer dans les 10 derniers m\xE8tres et centrez. 8 r\xE9p\xE9titions chacun, en inversant les r\xF4les.",
          "Centres vers des zones : un centre en retrait depuis la ligne de but vers le point de penalty, un centre bross\xE9 de loin entre le gardien et la ligne d\xE9fensive, et un centre tendu \xE0 ras de terre au premier poteau. 6 de chaque vers un plot ou votre partenaire.",
          "Comptez les centres qui atteignent la zone cible et notez le type qui vous r\xE9ussit le mieux.",
          "Progression : centrez du mauvais pied, ou apr\xE8s une seule touche."
        ],
        pt: [
          "Num corredor de 10 m junto \xE0 linha lateral, conduza em velocidade na dire\xE7\xE3o de um cone-defesa e ultrapasse-o com uma finta, por fora ou por dentro. 10 repeti\xE7\xF5es para cada lado.",
          "1x1 com o colega no corredor: ultrapasse-o para entrar nos \xFAltimos 10 m e cruze. 8 repeti\xE7\xF5es cada um, trocando de papel.",
          "Cruzamentos para zonas: um passe atrasado desde a linha de fundo para a marca de pen\xE1lti, um cruzamento com efeito de tr\xE1s entre o guarda-redes e a linha defensiva e um cruzamento rasteiro e tenso ao primeiro poste. 6 de cada para um cone ou para o colega.",
          "Conte quantos cruzamentos chegam \xE0 zona-alvo e anote o tipo que resulta melhor consigo.",
          "Progress\xE3o: cruze com o p\xE9 mais fraco ou depois de um s\xF3 toque."
        ]
      },
      coachingPoints: {
        en: [
          "Attack the defender at speed and slow down only to sell the feint.",
          "Look up before crossing: aim for a zone, not a player.",
          "Lean over the ball for low crosses; wrap your foot around it to whip."
        ],
        sv: [
          "G\xE5 p\xE5 f\xF6rsvararen i fart och sakta bara ner f\xF6r att s\xE4lja finten.",
          "Lyft blicken f\xF6re inl\xE4gget: sikta p\xE5 en zon, inte p\xE5 en spelare.",
          "Luta dig \xF6ver bollen f\xF6r l\xE5ga inl\xE4gg; skruva med insidan f\xF6r att f\xE5 bollen att vika in."
        ],
        fr: [
          "Attaquez le d\xE9fenseur en vitesse et ne ralentissez que pour vendre la feinte.",
          "Levez la t\xEAte avant de centrer : visez une zone, pas un joueur.",
          "Penchez-vous sur le ballon pour les centres \xE0 ras de terre ; enveloppez-le de l\u2019int\xE9rieur du pied pour le brosser."
        ],
        pt: [
          "Ataque o defesa em velocidade e abrande s\xF3 para vender a finta.",
          "Levante a cabe\xE7a antes de cruzar: aponte para uma zona, n\xE3o para um jogador.",
          "Incline-se sobre a bola nos cruzamentos rasteiros; envolva-a com a parte de dentro do p\xE9 para dar efeito."
        ]
      },
      durationMinutes: 45,
      equipment: ["ball", "cones", "partner", "goal"],
      videoUrl: null
    },
    {
      key: "b4-limited-touch-wall-work",
      title: {
        en: "Limited touches against the wall",
        sv: "F\xE5 tillslag mot v\xE4ggen",
        fr: "Touches limit\xE9es contre un mur",
        pt: "Toques limitados contra a parede"
      },
      description: {
        en: "Speed up your play by cutting touches: two-touch and then one-touch sequences against a wall, moving between targets as you would in a match.",
        sv: "Snabba upp ditt spel genom att dra ner p\xE5 tillslagen: sekvenser p\xE5 tv\xE5 och sedan ett tillslag mot en v\xE4gg, d\xE4r du r\xF6r dig mellan m\xE5l som i en match.",
        fr: "Acc\xE9l\xE9rez votre jeu en r\xE9duisant le nombre de touches : des s\xE9quences en deux touches puis en une touche contre un mur, en vous d\xE9pla\xE7ant entre des cibles comme en match.",
        pt: "Acelere o seu jogo reduzindo os toques: sequ\xEAncias a dois toques e depois ao primeiro toque contra uma parede, a mover-se entre alvos como num jogo."
      },
      steps: {
        en: [
          "Mark three targets on a wall with tape or chalk, 1 m apart, and stand 6 m back. Put a cone 3 m to each side of you.",
          "Two touches: receive, move the ball towards one of the cones, pass to a target. 3 \xD7 1 minute, counting clean hits.",
          "One touch: pass the ball straight back, alternating feet and targets. 3 \xD7 45 seconds.",
          "Add movement: after each pass, touch a cone with your hand and get back before the ball returns. 3 \xD7 45 seconds.",
          "Progression: stand 8 m back, or have your partner call the target number just before you pass."
        ],
        sv: [
          "Markera tre m\xE5l p\xE5 en v\xE4gg med tejp eller krita, 1 meter is\xE4r, och st\xE4ll dig 6 meter bort. St\xE4ll en kon 3 meter p\xE5 var sida om dig.",
          "Tv\xE5 tillslag: ta emot, f\xF6r bollen mot en av konerna och passa mot ett m\xE5l. 3 \xD7 1 minut, r\xE4kna rena tr\xE4ffar.",
          "Ett tillslag: spela bollen direkt tillbaka, v\xE4xla fot och m\xE5l. 3 \xD7 45 sekunder.",
          "L\xE4gg till r\xF6relse: efter varje passning r\xF6r du vid en kon med handen och \xE4r tillbaka innan bollen kommer. 3 \xD7 45 sekunder.",
          "Progression: st\xE4ll dig 8 meter bort, eller l\xE5t din kompis ropa m\xE5lets nummer precis innan du passar."
        ],
        fr: [
          "Marquez trois cibles sur un mur avec du ruban ou de la craie, espac\xE9es de 1 m, et reculez \xE0 6 m. Placez un plot \xE0 3 m de chaque c\xF4t\xE9 de vous.",
          "Deux touches : contr\xF4lez, orientez le ballon vers un plot et passez vers une cible. 3 \xD7 1 minute, en comptant les passes r\xE9ussies.",
          "Une touche : renvoyez le ballon directement en alternant les pieds et les cibles. 3 \xD7 45 secondes.",
          "Ajoutez du mouvement : apr\xE8s chaque passe, touchez un plot avec la main et revenez avant le retour du ballon. 3 \xD7 45 secondes.",
          "Progression : reculez \xE0 8 m, ou demandez \xE0 votre partenaire d\u2019annoncer le num\xE9ro de la cible juste avant votre passe."
        ],
        pt: [
          "Marque tr\xEAs alvos numa parede com fita ou giz, a 1 m uns dos outros, e afaste-se 6 m. Ponha um cone 3 m de cada lado de si.",
          "Dois toques: receba, oriente a bola para um dos cones e passe para um alvo. 3 \xD7 1 minuto, a contar os passes certos.",
          "Um toque: devolva a bola de primeira, alternando p\xE9s e alvos. 3 \xD7 45 segundos.",
          "Acrescente movimento: depois de cada passe, toque num cone com a m\xE3o e volte antes de a bola regressar. 3 \xD7 45 segundos.",
          "Progress\xE3o: afaste-se para 8 m ou pe\xE7a ao colega que diga o n\xFAmero do alvo mesmo antes de passar."
        ]
      },
      coachingPoints: {
        en: [
          "Adjust your feet before the ball arrives \u2013 small, quick steps.",
          "The first touch sets up the second: move the ball out of your feet.",
          "Stay on your toes between passes."
        ],
        sv: [
          "Justera f\xF6tterna innan bollen kommer \u2013 sm\xE5, snabba steg.",
          "F\xF6rsta tillslaget f\xF6rbereder det andra: f\xF6r bollen ut fr\xE5n f\xF6tterna.",
          "St\xE5 p\xE5 t\xE5 mellan passningarna."
        ],
        fr: [
          "Ajustez vos appuis avant l\u2019arriv\xE9e du ballon : petits pas rapides.",
          "Le premier contr\xF4le pr\xE9pare la deuxi\xE8me touche : sortez le ballon de vos pieds.",
          "Restez sur l\u2019avant des pieds entre les passes."
        ],
        pt: [
          "Ajuste os apoios antes de a bola chegar \u2013 passos pequenos e r\xE1pidos.",
          "O primeiro toque prepara o segundo: tire a bola dos p\xE9s.",
          "Fique na ponta dos p\xE9s entre passes."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "wall", "cones", "stopwatch"],
      videoUrl: null
    },
    {
      key: "b4-colour-call-decisions",
      title: {
        en: "Colour-call decisions",
        sv: "Beslut p\xE5 f\xE4rgsignal",
        fr: "D\xE9cisions sur appel de couleur",
        pt: "Decis\xF5es com chamada de cores"
      },
      description: {
        en: "Your partner calls a colour at the last moment and you must take your first touch towards the right gate. It trains you to take in late information and still act fast.",
        sv: "Din kompis ropar en f\xE4rg i sista stund och du m\xE5ste ta f\xF6rsta tillslaget mot r\xE4tt m\xE5l. Det tr\xE4nar dig att ta in sen information och \xE4nd\xE5 agera snabbt.",
        fr: "Votre partenaire annonce une couleur au dernier moment et vous devez orienter votre contr\xF4le vers la bonne porte. Vous apprenez \xE0 int\xE9grer une information tardive et \xE0 agir vite malgr\xE9 tout.",
        pt: "O colega diz uma cor no \xFAltimo momento e tem de orientar a rece\xE7\xE3o para a baliza certa. Treina-o a usar informa\xE7\xE3o tardia e a agir depressa na mesma."
      },
      steps: {
        en: [
          "Make a 10 \xD7 10 m square with a cone gate on each side, each marked with a different colour of bib. Stand in the middle; your partner stands outside the square with the balls.",
          "Your partner passes in and calls a colour while the ball travels. Control towards that gate and dribble through it within two touches.",
          "Do 4 \xD7 8 reps. Then change the rule: the colour called means \u2018defender there\u2019, so you must go through the opposite gate.",
          "Progression: your partner follows the pass in as a defender, so you have to decide and move even faster.",
          "Keep score \u2013 one point per correct gate within two touches \u2013 and try to beat it next session."
        ],
        sv: [
          "G\xF6r en ruta p\xE5 10 \xD7 10 meter med ett konm\xE5l p\xE5 varje sida, vart och ett m\xE4rkt med en v\xE4st i olika f\xE4rg. St\xE4ll dig i mitten; din kompis st\xE5r utanf\xF6r rutan med bollarna.",
          "Din kompis passar in och ropar en f\xE4rg medan bollen rullar. Ta emot mot det m\xE5let och dribbla igenom det inom tv\xE5 tillslag.",
          "G\xF6r 4 \xD7 8 repetitioner. \xC4ndra sedan regeln: f\xE4rgen som ropas betyder \u201Df\xF6rsvarare d\xE4r\u201D, s\xE5 du ska g\xE5 genom m\xE5let mittemot.",
          "Progression: din kompis f\xF6ljer efter passningen som f\xF6rsvarare, s\xE5 att du m\xE5ste best\xE4mma dig och r\xF6ra dig \xE4nnu snabbare.",
          "R\xE4kna po\xE4ng \u2013 en po\xE4ng per r\xE4tt m\xE5l inom tv\xE5 tillslag \u2013 och f\xF6rs\xF6k sl\xE5 det n\xE4sta pass."
        ],
        fr: [
          "Formez un carr\xE9 de 10 \xD7 10 m avec une porte de plots sur chaque c\xF4t\xE9, chacune marqu\xE9e par une chasuble de couleur diff\xE9rente. Placez-vous au centre ; votre partenaire est \xE0 l\u2019ext\xE9rieur avec les ballons.",
          "Votre partenaire joue vers vous et annonce une couleur pendant que le ballon roule. Orientez votre contr\xF4le vers cette porte et franchissez-la en deux touches maximum.",
          "Faites 4 \xD7 8 r\xE9p\xE9titions. Puis changez la r\xE8gle : la couleur annonc\xE9e signifie \xAB d\xE9fenseur ici \xBB, vous devez donc sortir par la porte oppos\xE9e.",
          "Progression : votre partenaire suit sa passe comme d\xE9fenseur, ce qui vous oblige \xE0 d\xE9cider et \xE0 bouger encore plus vite.",
          "Comptez les points \u2013 un point par bonne porte en deux touches \u2013 et essayez de battre votre score \xE0 la s\xE9ance suivante."
        ],
        pt: [
          "Fa\xE7a um quadrado de 10 \xD7 10 m com uma baliza de cones em cada lado, cada uma marcada com um colete de cor diferente. Fique no meio; o colega fica fora do quadrado com as bolas.",
          "O colega passa para dentro e diz uma cor enquanto a bola viaja. Oriente a rece\xE7\xE3o para essa baliza e passe por ela em condu\xE7\xE3o com no m\xE1ximo dois toques.",
          "Fa\xE7a 4 \xD7 8 repeti\xE7\xF5es. Depois mude a regra: a cor dita significa \xABdefesa ali\xBB, por isso tem de sair pela baliza do lado oposto.",
          "Progress\xE3o: o colega acompanha o passe como defesa, obrigando-o a decidir e a mexer-se ainda mais depressa.",
          "Conte os pontos \u2013 um ponto por baliza certa em dois toques \u2013 e tente bater o resultado na pr\xF3xima sess\xE3o."
        ]
      },
      coachingPoints: {
        en: [
          "Keep your feet moving while the ball travels \u2013 never wait flat-footed.",
          "Decide with the first touch: it already goes towards the target.",
          "Listen to the call while watching the ball, not your feet."
        ],
        sv: [
          "H\xE5ll f\xF6tterna i r\xF6relse medan bollen rullar \u2013 v\xE4nta aldrig stillast\xE5ende.",
          "Best\xE4m dig med f\xF6rsta tillslaget: det g\xE5r redan mot m\xE5let.",
          "Lyssna p\xE5 ropet och titta p\xE5 bollen, inte p\xE5 f\xF6tterna."
        ],
        fr: [
          "Gardez les pieds actifs pendant que le ballon roule : n\u2019attendez jamais \xE0 plat.",
          "D\xE9cidez d\xE8s le premier contr\xF4le : il va d\xE9j\xE0 vers la cible.",
          "\xC9coutez l\u2019appel en regardant le ballon, pas vos pieds."
        ],
        pt: [
          "Mantenha os p\xE9s ativos enquanto a bola viaja \u2013 nunca espere parado.",
          "Decida no primeiro toque: ele j\xE1 vai na dire\xE7\xE3o do alvo.",
          "Ou\xE7a a chamada a olhar para a bola, n\xE3o para os p\xE9s."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "bibs", "partner"],
      videoUrl: null
    },
    {
      key: "b4-tight-space-escape",
      title: {
        en: "Escape from tight spaces",
        sv: "Ta dig ur tr\xE5nga ytor",
        fr: "Sortir des espaces r\xE9duits",
        pt: "Sair de espa\xE7os reduzidos"
      },
      description: {
        en: "Under pressure, space is small and time is short. Practise turning, shielding and escaping a small box against a partner with as few touches as possible.",
        sv: "Under press \xE4r ytorna sm\xE5 och tiden kort. Tr\xE4na p\xE5 att v\xE4nda, skydda bollen och ta dig ut ur en liten ruta mot en kompis med s\xE5 f\xE5 tillslag som m\xF6jligt.",
        fr: "Sous pression, l\u2019espace est r\xE9duit et le temps compt\xE9. Entra\xEEnez-vous \xE0 vous retourner, \xE0 prot\xE9ger le ballon et \xE0 sortir d\u2019un petit carr\xE9 face \xE0 un partenaire, avec le moins de touches possible.",
        pt: "Sob press\xE3o, o espa\xE7o \xE9 pequeno e o tempo \xE9 curto. Treine rodar, proteger a bola e sair de um quadrado pequeno contra um colega com o menor n\xFAmero de toques poss\xEDvel."
      },
      steps: {
        en: [
          "Mark a 6 \xD7 6 m box with a small exit gate in the middle of each side. Your partner defends; you start in the middle with the ball.",
          "Escape: you have 6 seconds to dribble out through any gate. 8 reps, then swap roles.",
          "Pass and escape: receive a pass from outside the box with your partner pressing from behind, and escape with no more than three touches. 3 \xD7 6.",
          "Progression: the defender points to the only open gate just as you receive, and you have four touches at most."
        ],
        sv: [
          "Markera en ruta p\xE5 6 \xD7 6 meter med ett litet utg\xE5ngsm\xE5l mitt p\xE5 varje sida. Din kompis f\xF6rsvarar; du b\xF6rjar i mitten med bollen.",
          "Ta dig ut: du har 6 sekunder p\xE5 dig att dribbla ut genom valfritt m\xE5l. 8 repetitioner, byt sedan roller.",
          "Passning och utbrytning: ta emot en passning utifr\xE5n med din kompis pressande bakifr\xE5n, och ta dig ut p\xE5 h\xF6gst tre tillslag. 3 \xD7 6.",
          "Progression: f\xF6rsvararen pekar p\xE5 det enda \xF6ppna m\xE5let precis n\xE4r du tar emot, och du har h\xF6gst fyra tillslag."
        ],
        fr: [
          "D\xE9limitez un carr\xE9 de 6 \xD7 6 m avec une petite porte de sortie au milieu de chaque c\xF4t\xE9. Votre partenaire d\xE9fend ; vous partez du centre avec le ballon.",
          "Sortie : vous avez 6 secondes pour sortir en dribble par n\u2019importe quelle porte. 8 r\xE9p\xE9titions, puis inversez les r\xF4les.",
          "Passe et sortie : recevez une passe venant de l\u2019ext\xE9rieur avec votre partenaire qui presse dans votre dos, et sortez en trois touches maximum. 3 \xD7 6.",
          "Progression : le d\xE9fenseur d\xE9signe la seule porte ouverte au moment de votre r\xE9ception, et vous avez quatre touches au maximum."
        ],
        pt: [
          "Marque um quadrado de 6 \xD7 6 m com uma pequena baliza de sa\xEDda a meio de cada lado. O colega defende; voc\xEA come\xE7a no meio com a bola.",
          "Sair: tem 6 segundos para sair em condu\xE7\xE3o por qualquer baliza. 8 repeti\xE7\xF5es e depois troquem de papel.",
          "Passe e sa\xEDda: receba um passe vindo de fora com o colega a pressionar pelas costas e saia com no m\xE1ximo tr\xEAs toques. 3 \xD7 6.",
          "Progress\xE3o: o defesa aponta para a \xFAnica baliza aberta no momento em que recebe, e tem no m\xE1ximo quatro toques."
        ]
      },
      coachingPoints: {
        en: [
          "Use body feints before you touch the ball.",
          "Turn away from the pressure and keep the ball on your far side.",
          "Accelerate out of the turn \u2013 escaping is won in the first 3 m."
        ],
        sv: [
          "Anv\xE4nd kroppsfinter innan du r\xF6r bollen.",
          "V\xE4nd bort fr\xE5n trycket och h\xE5ll bollen p\xE5 den bortre sidan.",
          "Accelerera ut ur v\xE4ndningen \u2013 utbrytningen vinns p\xE5 de f\xF6rsta 3 metrarna."
        ],
        fr: [
          "Utilisez des feintes de corps avant de toucher le ballon.",
          "Tournez du c\xF4t\xE9 oppos\xE9 \xE0 la pression et gardez le ballon du c\xF4t\xE9 \xE9loign\xE9.",
          "Acc\xE9l\xE9rez \xE0 la sortie du demi-tour : tout se joue dans les 3 premiers m\xE8tres."
        ],
        pt: [
          "Use fintas de corpo antes de tocar na bola.",
          "Rode para o lado contr\xE1rio \xE0 press\xE3o e mantenha a bola do lado mais afastado.",
          "Acelere \xE0 sa\xEDda da rota\xE7\xE3o \u2013 a sa\xEDda ganha-se nos primeiros 3 m."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b4-finishing-under-pressure",
      title: {
        en: "Finishing under pressure",
        sv: "Avslut under press",
        fr: "Finition sous pression",
        pt: "Finaliza\xE7\xE3o sob press\xE3o"
      },
      description: {
        en: "In the box you rarely get time. Finish quickly with one or two touches from different angles while a partner chases you or closes you down.",
        sv: "I straffomr\xE5det f\xE5r du s\xE4llan tid. Avsluta snabbt p\xE5 ett eller tv\xE5 tillslag fr\xE5n olika vinklar medan en kompis jagar dig eller g\xE5r p\xE5 dig.",
        fr: "Dans la surface, on a rarement le temps. Finissez vite, en une ou deux touches et sous diff\xE9rents angles, pendant qu\u2019un partenaire vous poursuit ou vient vous fermer.",
        pt: "Na \xE1rea raramente h\xE1 tempo. Finalize depressa, com um ou dois toques e de \xE2ngulos diferentes, enquanto um colega o persegue ou lhe fecha o espa\xE7o."
      },
      steps: {
        en: [
          "Warm up with 10 finishes from 12 m after a pass from the side, placed into the corners with the inside of your foot.",
          "Chased finish: your partner stands 2 m behind you and passes. Take one touch and shoot within 2 seconds while they try to block. 3 \xD7 6.",
          "Turn and finish: receive with your back to goal 16 m out, turn with your first touch and shoot. 10 reps, alternating the direction of the turn.",
          "Second ball: after each shot your partner throws a second ball into the box, which you must finish first time. 10 reps.",
          "Keep score out of 30 attempts and write it down; aim to beat it next time."
        ],
        sv: [
          "V\xE4rm upp med 10 avslut fr\xE5n 12 meter efter en passning fr\xE5n sidan, placerade i h\xF6rnen med insidan.",
          "Jagad: din kompis st\xE5r 2 meter bakom dig och passar. Ta ett tillslag och skjut inom 2 sekunder medan hen f\xF6rs\xF6ker blockera. 3 \xD7 6.",
          "V\xE4nd och avsluta: ta emot med ryggen mot m\xE5l 16 meter ut, v\xE4nd med f\xF6rsta tillslaget och skjut. 10 repetitioner, v\xE4xla h\xE5ll i v\xE4ndningen.",
          "Andra bollen: efter varje skott kastar din kompis in en andra boll i straffomr\xE5det som du ska avsluta direkt. 10 repetitioner.",
          "R\xE4kna dina m\xE5l av 30 f\xF6rs\xF6k och skriv upp resultatet; f\xF6rs\xF6k sl\xE5 det n\xE4sta g\xE5ng."
        ],
        fr: [
          "\xC9chauffez-vous avec 10 finitions \xE0 12 m apr\xE8s une passe lat\xE9rale, plac\xE9es dans les coins du plat du pied.",
          "Finition poursuivi : votre partenaire se place 2 m derri\xE8re vous et fait la passe. Un contr\xF4le, puis frappez en moins de 2 secondes pendant qu\u2019il tente de contrer. 3 \xD7 6.",
          "Se retourner et finir : recevez dos au but \xE0 16 m, retournez-vous avec le premier contr\xF4le et frappez. 10 r\xE9p\xE9titions en alternant le sens du demi-tour.",
          "Deuxi\xE8me ballon : apr\xE8s chaque frappe, votre partenaire lance un second ballon dans la surface, \xE0 reprendre en une touche. 10 r\xE9p\xE9titions.",
          "Comptez vos buts sur 30 tentatives et notez le score ; essayez de le battre la prochaine fois."
        ],
        pt: [
          "Aque\xE7a com 10 finaliza\xE7\xF5es a 12 m depois de um passe lateral, colocadas nos cantos com a parte de dentro do p\xE9.",
          "Finalizar perseguido: o colega fica 2 m atr\xE1s de si e faz o passe. D\xEA um toque e remate em menos de 2 segundos enquanto ele tenta bloquear. 3 \xD7 6.",
          "Rodar e finalizar: receba de costas para a baliza a 16 m, rode com o primeiro toque e remate. 10 repeti\xE7\xF5es, alternando o lado da rota\xE7\xE3o.",
          "Segunda bola: depois de cada remate, o colega lan\xE7a uma segunda bola para a \xE1rea, que tem de finalizar de primeira. 10 repeti\xE7\xF5es.",
          "Conte os golos em 30 tentativas e registe o resultado; tente bat\xEA-lo da pr\xF3xima vez."
        ]
      },
      coachingPoints: {
        en: [
          "Pick your corner before the ball arrives.",
          "Keep your body over the ball to keep the shot low.",
          "Stay calm: a controlled finish beats a hard miss."
        ],
        sv: [
          "V\xE4lj h\xF6rn innan bollen kommer.",
          "H\xE5ll kroppen \xF6ver bollen s\xE5 att skottet blir l\xE5gt.",
          "Var lugn: ett kontrollerat avslut sl\xE5r ett h\xE5rt skott utanf\xF6r."
        ],
        fr: [
          "Choisissez votre coin avant l\u2019arriv\xE9e du ballon.",
          "Gardez le corps au-dessus du ballon pour frapper bas.",
          "Restez calme : une finition ma\xEEtris\xE9e vaut mieux qu\u2019une frappe puissante \xE0 c\xF4t\xE9."
        ],
        pt: [
          "Escolha o canto antes de a bola chegar.",
          "Mantenha o corpo por cima da bola para o remate sair baixo.",
          "Mantenha a calma: uma finaliza\xE7\xE3o controlada vale mais do que um remate forte ao lado."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "goal", "partner", "cones"],
      videoUrl: null
    },
    {
      key: "b4-attacking-the-box-runs",
      title: {
        en: "Attacking the box",
        sv: "L\xF6pningar in i straffomr\xE5det",
        fr: "Attaquer la surface",
        pt: "Atacar a \xE1rea"
      },
      description: {
        en: "Many goals come from crosses and cut-backs. Train the timing of your runs to the near post, the far post and the penalty spot so you arrive at speed.",
        sv: "M\xE5nga m\xE5l kommer efter inl\xE4gg och cutbacks. Tr\xE4na timingen i dina l\xF6pningar till f\xF6rsta stolpen, bortre stolpen och straffpunkten s\xE5 att du kommer i fart.",
        fr: "Beaucoup de buts viennent de centres et de centres en retrait. Travaillez le timing de vos courses vers le premier poteau, le second poteau et le point de penalty pour arriver lanc\xE9.",
        pt: "Muitos golos nascem de cruzamentos e passes atrasados. Treine o tempo das suas corridas para o primeiro poste, o segundo poste e a marca de pen\xE1lti, para chegar em velocidade."
      },
      steps: {
        en: [
          "Mark three zones in the box with cones: near post, penalty spot and far post. Your partner delivers from the byline or the wide area.",
          "Start 25 m from goal. As your partner takes the last touch before crossing, sprint into the zone they call and finish first time. 3 \xD7 6.",
          "Double movement: start towards the near post, then check back towards the penalty spot for a cut-back. 8 reps.",
          "Late run from midfield: start 35 m out and arrive at the edge of the box for a pull-back. 8 reps.",
          "Count your first-time finishes on target out of the total and note which run works best."
        ],
        sv: [
          "Markera tre zoner i straffomr\xE5det med koner: f\xF6rsta stolpen, straffpunkten och bortre stolpen. Din kompis sl\xE5r in bollen fr\xE5n kortlinjen eller kanten.",
          "Starta 25 meter fr\xE5n m\xE5l. N\xE4r din kompis tar sista tillslaget f\xF6re inl\xE4gget sprintar du in i zonen hen ropar och avslutar direkt. 3 \xD7 6.",
          "Dubbelr\xF6relse: starta mot f\xF6rsta stolpen och dra dig sedan tillbaka mot straffpunkten f\xF6r en cutback. 8 repetitioner.",
          "Sen l\xF6pning fr\xE5n mittf\xE4ltet: starta 35 meter ut och kom fram till straffomr\xE5dets kant f\xF6r en tillbakal\xE4ggning. 8 repetitioner.",
          "R\xE4kna direktavsluten som g\xE5r p\xE5 m\xE5l av det totala antalet och notera vilken l\xF6pning som fungerar b\xE4st."
        ],
        fr: [
          "D\xE9limitez trois zones dans la surface avec des plots : premier poteau, point de penalty et second poteau. Votre partenaire centre depuis la ligne de but ou le c\xF4t\xE9.",
          "Partez \xE0 25 m du but. Quand votre partenaire prend sa derni\xE8re touche avant de centrer, sprintez dans la zone qu\u2019il annonce et reprenez en une touche. 3 \xD7 6.",
          "Double appel : partez vers le premier poteau, puis revenez vers le point de penalty pour un centre en retrait. 8 r\xE9p\xE9titions.",
          "Course tardive depuis le milieu : partez \xE0 35 m et arrivez \xE0 l\u2019entr\xE9e de la surface pour une remise en retrait. 8 r\xE9p\xE9titions.",
          "Comptez vos reprises cadr\xE9es sur le total et notez la course qui marche le mieux."
        ],
        pt: [
          "Marque tr\xEAs zonas na \xE1rea com cones: primeiro poste, marca de pen\xE1lti e segundo poste. O colega cruza da linha de fundo ou da ala.",
          "Parta a 25 m da baliza. Quando o colega der o \xFAltimo toque antes de cruzar, fa\xE7a um sprint para a zona que ele disser e finalize de primeira. 3 \xD7 6.",
          "Movimento duplo: arranque para o primeiro poste e depois volte para a marca de pen\xE1lti para um passe atrasado. 8 repeti\xE7\xF5es.",
          "Chegada tardia do meio-campo: parta a 35 m e chegue \xE0 entrada da \xE1rea para um passe atrasado. 8 repeti\xE7\xF5es.",
          "Conte as finaliza\xE7\xF5es de primeira enquadradas em rela\xE7\xE3o ao total e anote a corrida que resulta melhor."
        ]
      },
      coachingPoints: {
        en: [
          "Arrive, don\u2019t wait: time your run so you meet the ball at speed.",
          "Attack the space in front of the defender.",
          "Side-foot cut-backs and make contact early."
        ],
        sv: [
          "Kom in, v\xE4nta inte: tajma l\xF6pningen s\xE5 att du m\xF6ter bollen i fart.",
          "Attackera ytan framf\xF6r f\xF6rsvararen.",
          "Avsluta cutbacks med insidan och tr\xE4ffa bollen tidigt."
        ],
        fr: [
          "Arrivez, n\u2019attendez pas : calez votre course pour prendre le ballon lanc\xE9.",
          "Attaquez l\u2019espace devant le d\xE9fenseur.",
          "Reprenez les centres en retrait du plat du pied et touchez le ballon t\xF4t."
        ],
        pt: [
          "Chegue, n\xE3o espere: acerte a corrida para apanhar a bola em velocidade.",
          "Ataque o espa\xE7o \xE0 frente do defesa.",
          "Finalize os passes atrasados com a parte de dentro do p\xE9 e toque cedo na bola."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "cones", "goal", "partner"],
      videoUrl: null
    },
    {
      key: "b4-breaking-a-low-block",
      title: {
        en: "Breaking down a low block",
        sv: "Spela s\xF6nder ett l\xE5gt f\xF6rsvar",
        fr: "D\xE9s\xE9quilibrer un bloc bas",
        pt: "Desmontar um bloco baixo"
      },
      description: {
        en: "Against a deep, organised defence, chances come from patience, quick ball circulation and well-timed dribbles or passes into the gaps. Practise the actions that open a block.",
        sv: "Mot ett l\xE5gt, organiserat f\xF6rsvar kommer chanserna genom t\xE5lamod, snabb bollcirkulation och v\xE4ltajmade dribblingar eller passningar in i luckorna. Tr\xE4na det som \xF6ppnar ett f\xF6rsvar.",
        fr: "Face \xE0 une d\xE9fense basse et organis\xE9e, les occasions naissent de la patience, d\u2019une circulation rapide du ballon et de dribbles ou de passes bien cal\xE9s dans les intervalles. Travaillez les actions qui ouvrent un bloc.",
        pt: "Contra uma defesa recuada e organizada, as oportunidades nascem da paci\xEAncia, da circula\xE7\xE3o r\xE1pida da bola e de dribles ou passes no tempo certo para os espa\xE7os. Treine as a\xE7\xF5es que abrem um bloco."
      },
      steps: {
        en: [
          "Set up six poles in two lines of three, 5 m apart, as a low block about 20 m from goal.",
          "Circulation: with your partner, move the ball across in front of the block with one or two touches for 2 minutes, waiting for the moment to attack.",
          "On a signal \u2013 your partner plays a firm pass into your feet \u2013 drive into the gap between two poles, then shoot or slip your partner in behind. 10 reps.",
          "Wall pass inside the block: play a one-two around a pole with your partner and finish. 10 reps.",
          "Long-range shot: after a quick switch of play, shoot from 20 m into the corners. 10 reps, then note which pattern worked best."
        ],
        sv: [
          "St\xE4ll upp sex k\xE4ppar i tv\xE5 rader om tre, 5 meter is\xE4r, som ett l\xE5gt f\xF6rsvar ungef\xE4r 20 meter fr\xE5n m\xE5l.",
          "Bollcirkulation: flytta bollen i sidled framf\xF6r f\xF6rsvaret med din kompis p\xE5 ett eller tv\xE5 tillslag i 2 minuter och v\xE4nta p\xE5 l\xE4get att attackera.",
          "P\xE5 en signal \u2013 din kompis spelar en h\xE5rd passning in i dina f\xF6tter \u2013 driver du in i luckan mellan tv\xE5 k\xE4ppar och skjuter eller spelar in din kompis i djupled. 10 repetitioner.",
          "V\xE4ggspel inne i f\xF6rsvaret: g\xF6r ett v\xE4ggspel runt en k\xE4pp med din kompis och avsluta. 10 repetitioner.",
          "Distansskott: efter ett snabbt byte av spelyta skjuter du fr\xE5n 20 meter mot h\xF6rnen. 10 repetitioner, notera sedan vilket m\xF6nster som fungerade b\xE4st."
        ],
        fr: [
          "Installez six piquets en deux lignes de trois, espac\xE9s de 5 m, comme un bloc bas \xE0 environ 20 m du but.",
          "Circulation : avec votre partenaire, faites circuler le ballon lat\xE9ralement devant le bloc en une ou deux touches pendant 2 minutes, en attendant le moment d\u2019attaquer.",
          "Au signal \u2013 votre partenaire joue une passe appuy\xE9e dans vos pieds \u2013 percutez dans l\u2019intervalle entre deux piquets, puis frappez ou lancez votre partenaire dans la profondeur. 10 r\xE9p\xE9titions.",
          "Une-deux dans le bloc : faites un une-deux autour d\u2019un piquet avec votre partenaire et finissez. 10 r\xE9p\xE9titions.",
          "Frappe de loin : apr\xE8s un renversement rapide, frappez \xE0 20 m dans les coins. 10 r\xE9p\xE9titions, puis notez la combinaison qui a le mieux fonctionn\xE9."
        ],
        pt: [
          "Monte seis estacas em duas linhas de tr\xEAs, a 5 m umas das outras, como um bloco baixo a cerca de 20 m da baliza.",
          "Circula\xE7\xE3o: com o colega, fa\xE7a circular a bola na largura \xE0 frente do bloco, a um ou dois toques, durante 2 minutos, \xE0 espera do momento para atacar.",
          "Ao sinal \u2013 o colega faz um passe forte para os seus p\xE9s \u2013 entre em condu\xE7\xE3o no espa\xE7o entre duas estacas e remate ou isole o colega nas costas. 10 repeti\xE7\xF5es.",
          "Tabela dentro do bloco: fa\xE7a uma tabela \xE0 volta de uma estaca com o colega e finalize. 10 repeti\xE7\xF5es.",
          "Remate de meia dist\xE2ncia: depois de uma varia\xE7\xE3o r\xE1pida do centro de jogo, remate a 20 m para os cantos. 10 repeti\xE7\xF5es e depois anote o padr\xE3o que resultou melhor."
        ]
      },
      coachingPoints: {
        en: [
          "Be patient: move the ball quickly until the block shifts, then attack.",
          "Receive between the lines on the half-turn, facing goal.",
          "Shoot when a lane opens \u2013 don\u2019t over-pass."
        ],
        sv: [
          "Ha t\xE5lamod: flytta bollen snabbt tills f\xF6rsvaret f\xF6rskjuts, attackera sedan.",
          "Ta emot mellan lagdelarna halvv\xE4nd, med ansiktet mot m\xE5l.",
          "Skjut n\xE4r ett skottl\xE4ge \xF6ppnar sig \u2013 passa inte f\xF6r mycket."
        ],
        fr: [
          "Soyez patient : faites circuler vite jusqu\u2019\xE0 ce que le bloc bouge, puis attaquez.",
          "Recevez entre les lignes de trois-quarts, orient\xE9 vers le but.",
          "Frappez d\xE8s qu\u2019une fen\xEAtre s\u2019ouvre : ne faites pas la passe de trop."
        ],
        pt: [
          "Tenha paci\xEAncia: circule a bola depressa at\xE9 o bloco se mexer e depois ataque.",
          "Receba entre linhas, de lado, virado para a baliza.",
          "Remate quando abrir uma linha de remate \u2013 n\xE3o fa\xE7a o passe a mais."
        ]
      },
      durationMinutes: 45,
      equipment: ["ball", "poles", "goal", "partner"],
      videoUrl: null
    },
    {
      key: "b4-set-piece-delivery",
      title: {
        en: "Set-piece delivery",
        sv: "Sl\xE5 fasta situationer",
        fr: "Frapper les coups de pied arr\xEAt\xE9s",
        pt: "Marcar bolas paradas"
      },
      description: {
        en: "A good delivery is worth a goal. Practise corners and wide free kicks into fixed target zones, both inswinging and outswinging.",
        sv: "Ett bra inl\xE4gg \xE4r v\xE4rt ett m\xE5l. Tr\xE4na h\xF6rnor och frisparkar fr\xE5n kanten mot best\xE4mda zoner, b\xE5de in\xE5tskruvade och ut\xE5tskruvade.",
        fr: "Un bon ballon vaut un but. Travaillez les corners et les coups francs excentr\xE9s vers des zones pr\xE9cises, rentrants comme sortants.",
        pt: "Uma boa bola vale um golo. Treine cantos e livres laterais para zonas definidas, com efeito para dentro e para fora."
      },
      steps: {
        en: [
          "Mark three zones in the box with cones: the near-post corner of the six-yard box, the centre of the six-yard box and the penalty spot area.",
          "Corners: 10 inswinging and 10 outswinging, naming the zone before each strike. Count the hits.",
          "Wide free kicks from about 30 m: 10 deliveries into the space between the defensive line and the goalkeeper.",
          "Short corner: play a one-two with your partner and cross from the new angle. 6 reps.",
          "Write down your hit rate per zone and finish with 5 extra deliveries to your weakest zone."
        ],
        sv: [
          "Markera tre zoner i straffomr\xE5det med koner: m\xE5lomr\xE5dets h\xF6rn vid f\xF6rsta stolpen, mitten av m\xE5lomr\xE5det och omr\xE5det kring straffpunkten.",
          "H\xF6rnor: 10 in\xE5tskruvade och 10 ut\xE5tskruvade, och s\xE4g zonen f\xF6re varje slag. R\xE4kna tr\xE4ffarna.",
          "Frisparkar fr\xE5n kanten p\xE5 ungef\xE4r 30 meter: 10 bollar in i ytan mellan backlinjen och m\xE5lvakten.",
          "Kort h\xF6rna: g\xF6r ett v\xE4ggspel med din kompis och sl\xE5 inl\xE4gget fr\xE5n den nya vinkeln. 6 repetitioner.",
          "Skriv upp din tr\xE4ffprocent per zon och avsluta med 5 extra bollar mot din svagaste zon."
        ],
        fr: [
          "D\xE9limitez trois zones dans la surface avec des plots : l\u2019angle des 5,50 m c\xF4t\xE9 premier poteau, le centre des 5,50 m et la zone du point de penalty.",
          "Corners : 10 rentrants et 10 sortants, en annon\xE7ant la zone avant chaque frappe. Comptez les r\xE9ussites.",
          "Coups francs excentr\xE9s \xE0 environ 30 m : 10 ballons dans l\u2019espace entre la ligne d\xE9fensive et le gardien.",
          "Corner jou\xE9 \xE0 deux : faites un une-deux avec votre partenaire et centrez sous le nouvel angle. 6 r\xE9p\xE9titions.",
          "Notez votre taux de r\xE9ussite par zone et terminez par 5 ballons suppl\xE9mentaires vers votre zone la plus faible."
        ],
        pt: [
          "Marque tr\xEAs zonas na \xE1rea com cones: o canto da pequena \xE1rea junto ao primeiro poste, o centro da pequena \xE1rea e a zona da marca de pen\xE1lti.",
          "Cantos: 10 com efeito para dentro e 10 com efeito para fora, dizendo a zona antes de cada pontap\xE9. Conte os acertos.",
          "Livres laterais a cerca de 30 m: 10 bolas para o espa\xE7o entre a linha defensiva e o guarda-redes.",
          "Canto curto: fa\xE7a uma tabela com o colega e cruze a partir do novo \xE2ngulo. 6 repeti\xE7\xF5es.",
          "Registe a percentagem de acerto por zona e termine com mais 5 bolas para a zona mais fraca."
        ]
      },
      coachingPoints: {
        en: [
          "Same routine every time: steps back, look at the target, strike.",
          "Pace and height matter: fast and at head height is hard to defend.",
          "Strike with the instep and wrap your foot around the ball for curl."
        ],
        sv: [
          "Samma rutin varje g\xE5ng: steg bak\xE5t, blick mot m\xE5let, slag.",
          "Fart och h\xF6jd avg\xF6r: snabbt och i huvudh\xF6jd \xE4r sv\xE5rt att f\xF6rsvara.",
          "Tr\xE4ffa med insidan av vristen och svep foten runt bollen f\xF6r skruv."
        ],
        fr: [
          "La m\xEAme routine \xE0 chaque fois : pas d\u2019\xE9lan, regard vers la cible, frappe.",
          "Vitesse et hauteur comptent : un ballon rapide \xE0 hauteur de t\xEAte est difficile \xE0 d\xE9fendre.",
          "Frappez de l\u2019int\xE9rieur du coup de pied et enveloppez le ballon pour l\u2019enrouler."
        ],
        pt: [
          "A mesma rotina de cada vez: passos atr\xE1s, olhar para o alvo, pontap\xE9.",
          "Velocidade e altura contam: r\xE1pida e \xE0 altura da cabe\xE7a \xE9 dif\xEDcil de defender.",
          "Bata com a parte interna do peito do p\xE9 e envolva a bola para lhe dar efeito."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "cones", "goal", "partner"],
      videoUrl: null
    },
    {
      key: "b4-penalties-and-free-kicks",
      title: {
        en: "Penalties and direct free kicks",
        sv: "Straffar och direkta frisparkar",
        fr: "Penalties et coups francs directs",
        pt: "Pen\xE1ltis e livres diretos"
      },
      description: {
        en: "Build a repeatable routine for penalties and direct free kicks so you can score when it matters most, even when you are tired and under pressure.",
        sv: "Bygg en rutin f\xF6r straffar och direkta frisparkar som du kan upprepa, s\xE5 att du g\xF6r m\xE5l n\xE4r det betyder mest \u2013 \xE4ven n\xE4r du \xE4r tr\xF6tt och under press.",
        fr: "Construisez une routine reproductible pour les penalties et les coups francs directs, afin de marquer quand cela compte le plus, m\xEAme fatigu\xE9 et sous pression.",
        pt: "Construa uma rotina que possa repetir nos pen\xE1ltis e nos livres diretos, para marcar quando mais importa, mesmo cansado e sob press\xE3o."
      },
      steps: {
        en: [
          "Choose your penalty routine \u2013 the same number of steps back, one breath, your chosen corner \u2013 and write it down.",
          "Take 10 penalties while fresh, aiming at the bottom corners; cones just inside the posts act as targets.",
          "Free kicks: build a wall with poles (or your partner) 9 m from the ball, 20\u201325 m from goal. 15 attempts over or around the wall.",
          "Under fatigue: sprint for 30 seconds, then take a penalty straight away. 5 reps, counting goals.",
          "Under pressure: your partner sets a rule, e.g. score 4 out of 5 or do 10 push-ups."
        ],
        sv: [
          "V\xE4lj din straffrutin \u2013 samma antal steg bak\xE5t, ett andetag, ditt valda h\xF6rn \u2013 och skriv ner den.",
          "Sl\xE5 10 straffar n\xE4r du \xE4r pigg och sikta p\xE5 de nedre h\xF6rnen; koner precis innanf\xF6r stolparna fungerar som m\xE5l.",
          "Frisparkar: bygg en mur med k\xE4ppar (eller din kompis) 9 meter fr\xE5n bollen, 20\u201325 meter fr\xE5n m\xE5l. 15 f\xF6rs\xF6k \xF6ver eller runt muren.",
          "Med tr\xF6tthet: sprinta i 30 sekunder och sl\xE5 sedan en straff direkt. 5 repetitioner, r\xE4kna m\xE5len.",
          "Under press: din kompis best\xE4mmer en regel, till exempel att du ska g\xF6ra 4 av 5 eller g\xF6ra 10 armh\xE4vningar."
        ],
        fr: [
          "Choisissez votre routine de penalty \u2013 toujours le m\xEAme nombre de pas d\u2019\xE9lan, une respiration, votre coin choisi \u2013 et \xE9crivez-la.",
          "Tirez 10 penalties \xE0 froid en visant les coins bas ; des plots juste \xE0 l\u2019int\xE9rieur des poteaux servent de cibles.",
          "Coups francs : formez un mur avec des piquets (ou votre partenaire) \xE0 9 m du ballon, \xE0 20\u201325 m du but. 15 tentatives par-dessus ou autour du mur.",
          "Avec de la fatigue : sprintez 30 secondes, puis tirez un penalty imm\xE9diatement. 5 r\xE9p\xE9titions, en comptant les buts.",
          "Sous pression : votre partenaire fixe une r\xE8gle, par exemple marquer 4 sur 5 ou faire 10 pompes."
        ],
        pt: [
          "Escolha a sua rotina de pen\xE1lti \u2013 sempre o mesmo n\xFAmero de passos atr\xE1s, uma respira\xE7\xE3o, o canto escolhido \u2013 e escreva-a.",
          "Marque 10 pen\xE1ltis fresco, apontando aos cantos de baixo; cones mesmo por dentro dos postes servem de alvo.",
          "Livres: monte uma barreira com estacas (ou com o colega) a 9 m da bola, a 20\u201325 m da baliza. 15 tentativas por cima ou \xE0 volta da barreira.",
          "Com fadiga: fa\xE7a 30 segundos de sprints e marque logo um pen\xE1lti. 5 repeti\xE7\xF5es, a contar os golos.",
          "Sob press\xE3o: o colega define uma regra, por exemplo marcar 4 em 5 ou fazer 10 flex\xF5es."
        ]
      },
      coachingPoints: {
        en: [
          "Decide your corner before the run-up and stick to it.",
          "Keep your head still and strike through the ball.",
          "Your routine is your anchor under pressure."
        ],
        sv: [
          "Best\xE4m h\xF6rn f\xF6re ansatsen och h\xE5ll fast vid det.",
          "H\xE5ll huvudet stilla och sl\xE5 igenom bollen.",
          "Rutinen \xE4r ditt ankare under press."
        ],
        fr: [
          "Choisissez votre coin avant la course d\u2019\xE9lan et tenez-vous-y.",
          "Gardez la t\xEAte immobile et frappez \xE0 travers le ballon.",
          "Votre routine est votre point d\u2019ancrage sous pression."
        ],
        pt: [
          "Decida o canto antes da corrida e mantenha a decis\xE3o.",
          "Mantenha a cabe\xE7a parada e bata atrav\xE9s da bola.",
          "A sua rotina \xE9 a sua \xE2ncora sob press\xE3o."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "goal", "poles", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b4-game-management-scenarios",
      title: {
        en: "Game management scenarios",
        sv: "Matchstyrning i olika l\xE4gen",
        fr: "Sc\xE9narios de gestion de match",
        pt: "Cen\xE1rios de gest\xE3o do jogo"
      },
      description: {
        en: "Leading 1\u20130 in the 85th minute and chasing an equaliser call for different choices. Think through the scenarios and practise the actions that protect or chase a result.",
        sv: "Att leda med 1\u20130 i 85:e minuten och att jaga en kvittering kr\xE4ver olika val. T\xE4nk igenom l\xE4gena och tr\xE4na de handlingar som f\xF6rsvarar eller jagar ett resultat.",
        fr: "Mener 1-0 \xE0 la 85e minute ou courir apr\xE8s l\u2019\xE9galisation demande des choix diff\xE9rents. R\xE9fl\xE9chissez aux sc\xE9narios et entra\xEEnez les actions qui prot\xE8gent ou vont chercher un r\xE9sultat.",
        pt: "Estar a ganhar por 1-0 aos 85 minutos ou andar atr\xE1s do empate pede escolhas diferentes. Pense nos cen\xE1rios e treine as a\xE7\xF5es que seguram ou v\xE3o atr\xE1s de um resultado."
      },
      steps: {
        en: [
          "Write down what you do in four scenarios: leading with 10 minutes left, losing by one goal, down to ten players, and the last 2 minutes of a half.",
          "Watch the last 15 minutes of a close pro match. Note time management, tactical fouls, substitutions, play towards the corner flag and how the losing team pushes up.",
          "Protecting a lead on the pitch: shield the ball near the corner flag against your partner for 20 seconds. 6 reps.",
          "Chasing a result: quick restarts \u2013 fetch the ball and take a throw-in or free kick to a target within 5 seconds. 10 reps.",
          "Discuss your notes with your coach or captain and agree on the team\u2019s key words for each scenario."
        ],
        sv: [
          "Skriv ner vad du g\xF6r i fyra l\xE4gen: ledning med 10 minuter kvar, underl\xE4ge med ett m\xE5l, en spelare utvisad och halvlekens sista 2 minuter.",
          "Titta p\xE5 de sista 15 minuterna av en j\xE4mn proffsmatch. Notera hur de hanterar tiden, taktiska frisparkar, byten, spel mot h\xF6rnflaggan och hur laget i underl\xE4ge flyttar upp.",
          "F\xF6rsvara en ledning p\xE5 planen: skydda bollen vid h\xF6rnflaggan mot din kompis i 20 sekunder. 6 repetitioner.",
          "Jaga ett resultat: snabba ig\xE5ngs\xE4ttningar \u2013 h\xE4mta bollen och sl\xE5 ett inkast eller en frispark mot ett m\xE5l inom 5 sekunder. 10 repetitioner.",
          "Diskutera dina anteckningar med din tr\xE4nare eller lagkapten och kom \xF6verens om lagets nyckelord f\xF6r varje l\xE4ge."
        ],
        fr: [
          "\xC9crivez ce que vous faites dans quatre sc\xE9narios : mener \xE0 10 minutes de la fin, \xEAtre men\xE9 d\u2019un but, jouer \xE0 dix, et les 2 derni\xE8res minutes d\u2019une mi-temps.",
          "Regardez le dernier quart d\u2019heure d\u2019un match pro serr\xE9. Notez la gestion du temps, les fautes tactiques, les remplacements, le jeu vers le poteau de corner et la fa\xE7on dont l\u2019\xE9quipe men\xE9e monte.",
          "Prot\xE9ger un avantage sur le terrain : conservez le ballon pr\xE8s du poteau de corner face \xE0 votre partenaire pendant 20 secondes. 6 r\xE9p\xE9titions.",
          "Aller chercher un r\xE9sultat : remises en jeu rapides \u2013 allez chercher le ballon et jouez une touche ou un coup franc vers une cible en moins de 5 secondes. 10 r\xE9p\xE9titions.",
          "Discutez de vos notes avec votre entra\xEEneur ou votre capitaine et fixez ensemble les mots-cl\xE9s de l\u2019\xE9quipe pour chaque sc\xE9nario."
        ],
        pt: [
          "Escreva o que faz em quatro cen\xE1rios: a ganhar com 10 minutos para jogar, a perder por um golo, reduzido a dez jogadores e nos \xFAltimos 2 minutos de uma parte.",
          "Veja os \xFAltimos 15 minutos de um jogo profissional equilibrado. Anote a gest\xE3o do tempo, as faltas t\xE1ticas, as substitui\xE7\xF5es, o jogo junto \xE0 bandeirola de canto e a forma como a equipa a perder sobe no terreno.",
          "Segurar uma vantagem no campo: proteja a bola junto \xE0 bandeirola de canto contra o colega durante 20 segundos. 6 repeti\xE7\xF5es.",
          "Ir atr\xE1s do resultado: reposi\xE7\xF5es r\xE1pidas \u2013 v\xE1 buscar a bola e marque um lan\xE7amento ou um livre para um alvo em menos de 5 segundos. 10 repeti\xE7\xF5es.",
          "Discuta as notas com o treinador ou com o capit\xE3o e combinem as palavras-chave da equipa para cada cen\xE1rio."
        ]
      },
      coachingPoints: {
        en: [
          "Know the score, the time and the situation at every moment.",
          "Protecting a lead: fewer risks and more compactness \u2013 but keep playing.",
          "Chasing a result: faster restarts and more players in the box."
        ],
        sv: [
          "Ha koll p\xE5 st\xE4llningen, tiden och l\xE4get hela tiden.",
          "F\xF6rsvara en ledning: f\xE4rre risker och mer kompakthet \u2013 men forts\xE4tt spela.",
          "Jaga ett resultat: snabbare ig\xE5ngs\xE4ttningar och fler spelare i straffomr\xE5det."
        ],
        fr: [
          "Connaissez \xE0 tout moment le score, le temps restant et la situation.",
          "Prot\xE9ger un avantage : moins de risques, plus de compacit\xE9 \u2013 mais continuez \xE0 jouer.",
          "Chercher un r\xE9sultat : des remises en jeu plus rapides et plus de joueurs dans la surface."
        ],
        pt: [
          "Saiba a todo o momento o resultado, o tempo e a situa\xE7\xE3o.",
          "Segurar uma vantagem: menos riscos e mais compacidade \u2013 mas continue a jogar.",
          "Ir atr\xE1s do resultado: reposi\xE7\xF5es mais r\xE1pidas e mais jogadores na \xE1rea."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b4-heading-and-aerial-duels",
      title: {
        en: "Heading and aerial duels",
        sv: "Nickar och luftdueller",
        fr: "Jeu de t\xEAte et duels a\xE9riens",
        pt: "Jogo de cabe\xE7a e duelos a\xE9reos"
      },
      description: {
        en: "Aerial duels decide set pieces and long balls. Train your take-off, timing and heading technique, and how to mark an opponent in the box.",
        sv: "Luftdueller avg\xF6r fasta situationer och l\xE5nga bollar. Tr\xE4na upphopp, timing och nickteknik, och hur du markerar en motst\xE5ndare i straffomr\xE5det.",
        fr: "Les duels a\xE9riens font la diff\xE9rence sur coups de pied arr\xEAt\xE9s et ballons longs. Travaillez l\u2019impulsion, le timing, la technique de t\xEAte et le marquage dans la surface.",
        pt: "Os duelos a\xE9reos decidem bolas paradas e bolas longas. Treine a impuls\xE3o, o tempo de salto, a t\xE9cnica de cabeceamento e a marca\xE7\xE3o na \xE1rea."
      },
      steps: {
        en: [
          "Start with 10 standing headers back to your partner from 5 m, then 10 with a two-footed jump.",
          "One-footed take-off: a three-step run-up and a jump off one foot, heading the thrown ball at the highest point. 3 \xD7 6.",
          "Contested headers: with a third person throwing (a parent or friend), jump against your partner shoulder to shoulder and win the ball. 3 \xD7 5.",
          "Defending set pieces: stand goal-side of your partner in the box; they move to lose you, you keep contact and attack the ball first when it is thrown in. 10 reps.",
          "Keep it to about 40 headers per session and no more than twice a week, to protect your head."
        ],
        sv: [
          "B\xF6rja med 10 st\xE5ende nickar tillbaka till din kompis fr\xE5n 5 meter, sedan 10 med upphopp fr\xE5n b\xE5da f\xF6tterna.",
          "Upphopp fr\xE5n ett ben: tre stegs ansats och upphopp p\xE5 en fot, nicka den kastade bollen i h\xF6gsta punkten. 3 \xD7 6.",
          "Nickdueller: med en tredje person som kastar (en f\xF6r\xE4lder eller kompis) hoppar du mot din kompis axel mot axel och vinner bollen. 3 \xD7 5.",
          "F\xF6rsvara fasta situationer: st\xE5 p\xE5 m\xE5lsidan om din kompis i straffomr\xE5det; hen r\xF6r sig f\xF6r att komma loss, du h\xE5ller kontakten och tar bollen f\xF6rst n\xE4r den kastas in. 10 repetitioner.",
          "H\xE5ll dig till ungef\xE4r 40 nickar per pass och h\xF6gst tv\xE5 g\xE5nger i veckan f\xF6r att skydda huvudet."
        ],
        fr: [
          "Commencez par 10 t\xEAtes sans sauter vers votre partenaire \xE0 5 m, puis 10 avec une impulsion sur deux pieds.",
          "Impulsion sur un pied : trois pas d\u2019\xE9lan et un saut sur un pied, en frappant de la t\xEAte au point le plus haut le ballon lanc\xE9. 3 \xD7 6.",
          "Duels de la t\xEAte : avec une troisi\xE8me personne qui lance (un parent ou un ami), sautez \xE9paule contre \xE9paule avec votre partenaire et gagnez le ballon. 3 \xD7 5.",
          "D\xE9fendre les coups de pied arr\xEAt\xE9s : placez-vous entre votre partenaire et le but dans la surface ; il bouge pour se d\xE9marquer, vous gardez le contact et attaquez le ballon le premier au lancer. 10 r\xE9p\xE9titions.",
          "Limitez-vous \xE0 environ 40 t\xEAtes par s\xE9ance et deux s\xE9ances par semaine au maximum pour prot\xE9ger votre t\xEAte."
        ],
        pt: [
          "Comece com 10 cabeceamentos sem saltar para o colega a 5 m e depois 10 com impuls\xE3o a dois p\xE9s.",
          "Impuls\xE3o a um p\xE9: tr\xEAs passos de balan\xE7o e salto a um p\xE9, cabeceando a bola lan\xE7ada no ponto mais alto. 3 \xD7 6.",
          "Duelos de cabe\xE7a: com uma terceira pessoa a lan\xE7ar (um pai ou um amigo), salte ombro com ombro contra o colega e ganhe a bola. 3 \xD7 5.",
          "Defender bolas paradas: fique entre o colega e a baliza dentro da \xE1rea; ele mexe-se para fugir \xE0 marca\xE7\xE3o, voc\xEA mant\xE9m o contacto e ataca a bola primeiro quando for lan\xE7ada. 10 repeti\xE7\xF5es.",
          "Fique por cerca de 40 cabeceamentos por sess\xE3o e no m\xE1ximo duas vezes por semana, para proteger a cabe\xE7a."
        ]
      },
      coachingPoints: {
        en: [
          "Eyes open, neck firm, forehead through the ball.",
          "Use your arms for balance and height \u2013 never your elbows.",
          "Attack the ball; don\u2019t wait for it to reach you."
        ],
        sv: [
          "\xD6ppna \xF6gon, sp\xE4nd nacke, pannan genom bollen.",
          "Anv\xE4nd armarna f\xF6r balans och h\xF6jd \u2013 aldrig armb\xE5garna.",
          "Attackera bollen; v\xE4nta inte p\xE5 att den ska komma till dig."
        ],
        fr: [
          "Les yeux ouverts, le cou gain\xE9, le front \xE0 travers le ballon.",
          "Les bras servent \xE0 l\u2019\xE9quilibre et \xE0 l\u2019\xE9l\xE9vation, jamais les coudes.",
          "Attaquez le ballon, ne l\u2019attendez pas."
        ],
        pt: [
          "Olhos abertos, pesco\xE7o firme, testa atrav\xE9s da bola.",
          "Use os bra\xE7os para o equil\xEDbrio e a altura \u2013 nunca os cotovelos.",
          "Ataque a bola; n\xE3o espere que ela chegue at\xE9 si."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "partner"],
      videoUrl: null
    },
    {
      key: "b4-self-video-analysis",
      title: {
        en: "Analyse your own match",
        sv: "Analysera din egen match",
        fr: "Analysez votre propre match",
        pt: "Analise o seu pr\xF3prio jogo"
      },
      description: {
        en: "Video shows what you cannot feel on the pitch. Pick out your own actions from a match and rate them against clear criteria to find what to train next.",
        sv: "Video visar det du inte k\xE4nner p\xE5 planen. Plocka ut dina egna aktioner fr\xE5n en match och bed\xF6m dem utifr\xE5n tydliga kriterier f\xF6r att hitta vad du ska tr\xE4na p\xE5 h\xE4rn\xE4st.",
        fr: "La vid\xE9o montre ce que vous ne sentez pas sur le terrain. Isolez vos propres actions dans un match et \xE9valuez-les selon des crit\xE8res clairs pour savoir quoi travailler ensuite.",
        pt: "O v\xEDdeo mostra o que n\xE3o sente dentro do campo. Escolha as suas a\xE7\xF5es num jogo e avalie-as com crit\xE9rios claros para descobrir o que treinar a seguir."
      },
      steps: {
        en: [
          "Get the video of a recent match (club footage, a parent\u2019s phone or a streaming service). Watch the first half once without stopping.",
          "Then clip or note the time of 15\u201320 of your own actions: receptions, passes, duels and runs without the ball.",
          "Rate each action + (good), 0 (OK) or \u2013 (mistake) and add one word explaining why, e.g. \u2018scanned\u2019, \u2018late\u2019, \u2018body closed\u2019.",
          "Look for patterns: what goes well, and which mistake keeps coming back. Choose one theme to train next week.",
          "Show three clips to your coach \u2013 one good, one bad, one you are unsure about \u2013 and compare their view with yours."
        ],
        sv: [
          "Skaffa video fr\xE5n en nyligen spelad match (klubbens film, en f\xF6r\xE4lders mobil eller en streamingtj\xE4nst). Titta p\xE5 f\xF6rsta halvleken en g\xE5ng utan att stanna.",
          "Klipp sedan ut eller notera tiden f\xF6r 15\u201320 av dina egna aktioner: mottagningar, passningar, dueller och l\xF6pningar utan boll.",
          "Bed\xF6m varje aktion med + (bra), 0 (okej) eller \u2013 (misstag) och skriv ett ord om varf\xF6r, till exempel \u201Dscannade\u201D, \u201Dsen\u201D, \u201Dst\xE4ngd kropp\u201D.",
          "Leta efter m\xF6nster: vad som g\xE5r bra och vilket misstag som \xE5terkommer. V\xE4lj ett tema att tr\xE4na p\xE5 n\xE4sta vecka.",
          "Visa tre klipp f\xF6r din tr\xE4nare \u2013 ett bra, ett d\xE5ligt och ett du \xE4r os\xE4ker p\xE5 \u2013 och j\xE4mf\xF6r hens syn med din."
        ],
        fr: [
          "R\xE9cup\xE9rez la vid\xE9o d\u2019un match r\xE9cent (images du club, t\xE9l\xE9phone d\u2019un parent ou plateforme de diffusion). Regardez la premi\xE8re mi-temps une fois sans vous arr\xEAter.",
          "Ensuite, d\xE9coupez ou notez le minutage de 15 \xE0 20 de vos actions : r\xE9ceptions, passes, duels et d\xE9placements sans ballon.",
          "\xC9valuez chaque action + (bien), 0 (correct) ou \u2013 (erreur) et ajoutez un mot pour expliquer, par exemple \xAB information prise \xBB, \xAB en retard \xBB, \xAB corps ferm\xE9 \xBB.",
          "Cherchez des tendances : ce qui fonctionne et l\u2019erreur qui revient. Choisissez un th\xE8me \xE0 travailler la semaine suivante.",
          "Montrez trois s\xE9quences \xE0 votre entra\xEEneur \u2013 une bonne, une mauvaise, une qui vous fait douter \u2013 et comparez son avis au v\xF4tre."
        ],
        pt: [
          "Arranje o v\xEDdeo de um jogo recente (imagens do clube, o telem\xF3vel de um pai ou uma plataforma de streaming). Veja a primeira parte uma vez sem parar.",
          "Depois, recorte ou anote o minuto de 15\u201320 a\xE7\xF5es suas: rece\xE7\xF5es, passes, duelos e movimentos sem bola.",
          "Avalie cada a\xE7\xE3o com + (bem), 0 (razo\xE1vel) ou \u2013 (erro) e acrescente uma palavra a explicar, por exemplo \xABobservou\xBB, \xABatrasado\xBB, \xABcorpo fechado\xBB.",
          "Procure padr\xF5es: o que corre bem e que erro se repete. Escolha um tema para treinar na semana seguinte.",
          "Mostre tr\xEAs lances ao treinador \u2013 um bom, um mau e um em que tem d\xFAvidas \u2013 e compare a opini\xE3o dele com a sua."
        ]
      },
      coachingPoints: {
        en: [
          "Be honest and specific: describe actions, not feelings.",
          "Watch your off-the-ball moments too \u2013 that is where most of the game happens.",
          "One clear focus at a time beats a long list."
        ],
        sv: [
          "Var \xE4rlig och konkret: beskriv handlingar, inte k\xE4nslor.",
          "Titta ocks\xE5 p\xE5 dina moment utan boll \u2013 det \xE4r d\xE4r det mesta av matchen h\xE4nder.",
          "Ett tydligt fokus i taget sl\xE5r en l\xE5ng lista."
        ],
        fr: [
          "Soyez honn\xEAte et pr\xE9cis : d\xE9crivez des actions, pas des impressions.",
          "Regardez aussi vos moments sans ballon : c\u2019est l\xE0 que se joue l\u2019essentiel du match.",
          "Un seul objectif clair \xE0 la fois vaut mieux qu\u2019une longue liste."
        ],
        pt: [
          "Seja honesto e concreto: descreva a\xE7\xF5es, n\xE3o sensa\xE7\xF5es.",
          "Veja tamb\xE9m os momentos sem bola \u2013 \xE9 a\xED que acontece a maior parte do jogo.",
          "Um foco claro de cada vez vale mais do que uma lista comprida."
        ]
      },
      durationMinutes: 45,
      equipment: [],
      videoUrl: null
    },
    {
      key: "b4-pro-player-study",
      title: {
        en: "Study a pro in your position",
        sv: "Studera ett proffs p\xE5 din position",
        fr: "\xC9tudiez un pro \xE0 votre poste",
        pt: "Estude um profissional na sua posi\xE7\xE3o"
      },
      description: {
        en: "Follow one top player in your position instead of the ball. You will learn the positioning and habits that highlight reels never show \u2013 then try one of them yourself.",
        sv: "F\xF6lj en toppspelare p\xE5 din position i st\xE4llet f\xF6r bollen. Du l\xE4r dig positionering och vanor som h\xF6jdpunkter aldrig visar \u2013 och provar sedan en av dem sj\xE4lv.",
        fr: "Suivez un joueur de haut niveau \xE0 votre poste plut\xF4t que le ballon. Vous d\xE9couvrirez les placements et les habitudes que les r\xE9sum\xE9s ne montrent jamais, puis vous en testerez une vous-m\xEAme.",
        pt: "Siga um jogador de topo na sua posi\xE7\xE3o em vez da bola. Vai aprender posicionamentos e h\xE1bitos que os resumos nunca mostram \u2013 e depois experimentar um deles."
      },
      steps: {
        en: [
          "Choose a top player in your position and a full match \u2013 not highlights.",
          "Watch 20 minutes following only that player. Note how often they scan, where they stand when their team has the ball, and when they sprint.",
          "Write down three habits you want to copy, e.g. \u2018checks the shoulder before every reception\u2019.",
          "On the pitch, practise one of these habits for 15 minutes against a wall or with a partner.",
          "Next month, repeat the study with a different player and compare their styles."
        ],
        sv: [
          "V\xE4lj en toppspelare p\xE5 din position och en hel match \u2013 inte h\xF6jdpunkter.",
          "Titta i 20 minuter och f\xF6lj bara den spelaren. Notera hur ofta hen scannar, var hen st\xE5r n\xE4r laget har bollen och n\xE4r hen sprintar.",
          "Skriv ner tre vanor du vill kopiera, till exempel \u201Dtittar \xF6ver axeln f\xF6re varje mottagning\u201D.",
          "\xD6va en av vanorna p\xE5 planen i 15 minuter mot en v\xE4gg eller med en kompis.",
          "G\xF6r om studien n\xE4sta m\xE5nad med en annan spelare och j\xE4mf\xF6r deras stilar."
        ],
        fr: [
          "Choisissez un joueur de haut niveau \xE0 votre poste et un match complet, pas un r\xE9sum\xE9.",
          "Regardez 20 minutes en ne suivant que ce joueur. Notez combien de fois il prend l\u2019information, o\xF9 il se place quand son \xE9quipe a le ballon et quand il sprinte.",
          "\xC9crivez trois habitudes que vous voulez copier, par exemple \xAB regarde par-dessus l\u2019\xE9paule avant chaque r\xE9ception \xBB.",
          "Sur le terrain, travaillez l\u2019une de ces habitudes pendant 15 minutes contre un mur ou avec un partenaire.",
          "Le mois suivant, refaites l\u2019\xE9tude avec un autre joueur et comparez leurs styles."
        ],
        pt: [
          "Escolha um jogador de topo na sua posi\xE7\xE3o e um jogo completo \u2013 n\xE3o um resumo.",
          "Veja 20 minutos seguindo s\xF3 esse jogador. Anote quantas vezes ele olha \xE0 volta, onde se coloca quando a equipa tem a bola e quando faz sprints.",
          "Escreva tr\xEAs h\xE1bitos que quer copiar, por exemplo \xABolha por cima do ombro antes de cada rece\xE7\xE3o\xBB.",
          "No campo, treine um desses h\xE1bitos durante 15 minutos contra uma parede ou com um colega.",
          "No m\xEAs seguinte, repita o estudo com outro jogador e compare os estilos."
        ]
      },
      coachingPoints: {
        en: [
          "Watch without the ball: positions, body shape, communication.",
          "Ask \u2018why?\u2019 for every action \u2013 what did the player see?",
          "Copy habits, not tricks."
        ],
        sv: [
          "Titta utan boll: positioner, kroppsst\xE4llning, kommunikation.",
          "Fr\xE5ga \u201Dvarf\xF6r?\u201D vid varje aktion \u2013 vad s\xE5g spelaren?",
          "Kopiera vanor, inte trick."
        ],
        fr: [
          "Observez sans ballon : placements, orientation du corps, communication.",
          "Demandez-vous \xAB pourquoi ? \xBB \xE0 chaque action : qu\u2019a vu le joueur ?",
          "Copiez des habitudes, pas des gestes techniques spectaculaires."
        ],
        pt: [
          "Observe sem bola: posi\xE7\xF5es, orienta\xE7\xE3o do corpo, comunica\xE7\xE3o.",
          "Pergunte \xABporqu\xEA?\xBB em cada a\xE7\xE3o \u2013 o que viu o jogador?",
          "Copie h\xE1bitos, n\xE3o truques."
        ]
      },
      durationMinutes: 40,
      equipment: ["ball", "wall"],
      videoUrl: null
    },
    {
      key: "b4-team-phase-analysis",
      title: {
        en: "Analyse the team by game moments",
        sv: "Analysera laget i spelets faser",
        fr: "Analysez l\u2019\xE9quipe par moments du jeu",
        pt: "Analise a equipa por momentos do jogo"
      },
      description: {
        en: "Look at a team\u2019s match through the four moments of the game. You learn to see the whole team and to understand why chances and goals happen.",
        sv: "Titta p\xE5 ett lags match genom spelets fyra faser. Du l\xE4r dig se hela laget och f\xF6rst\xE5 varf\xF6r chanser och m\xE5l uppst\xE5r.",
        fr: "Observez un match d\u2019\xE9quipe \xE0 travers les quatre moments du jeu. Vous apprenez \xE0 voir toute l\u2019\xE9quipe et \xE0 comprendre pourquoi les occasions et les buts arrivent.",
        pt: "Veja o jogo de uma equipa atrav\xE9s dos quatro momentos do jogo. Aprende a ver a equipa inteira e a perceber porque acontecem oportunidades e golos."
      },
      steps: {
        en: [
          "Take a 15-minute section of your team\u2019s match or a pro match. Draw four columns: attack, defence, attacking transition, defensive transition.",
          "Note every key event in the right column: where the ball was won, how the chance was created, how the goal was conceded.",
          "For the two biggest moments, pause and draw the positions of all players on a pitch sketch.",
          "Write one strength and one thing to improve for the team, each linked to the game model.",
          "Prepare a 2-minute presentation with 2\u20133 clips for your coach or teammates."
        ],
        sv: [
          "Ta ett avsnitt p\xE5 15 minuter fr\xE5n lagets match eller en proffsmatch. Rita fyra kolumner: anfall, f\xF6rsvar, omst\xE4llning till anfall, omst\xE4llning till f\xF6rsvar.",
          "Notera varje viktig h\xE4ndelse i r\xE4tt kolumn: var bollen vanns, hur chansen skapades, hur m\xE5let sl\xE4pptes in.",
          "Pausa vid de tv\xE5 st\xF6rsta momenten och rita alla spelares positioner p\xE5 en planskiss.",
          "Skriv en styrka och en sak att f\xF6rb\xE4ttra f\xF6r laget, b\xE5da kopplade till spelid\xE9n.",
          "F\xF6rbered en presentation p\xE5 2 minuter med 2\u20133 klipp f\xF6r din tr\xE4nare eller dina lagkamrater."
        ],
        fr: [
          "Prenez une s\xE9quence de 15 minutes d\u2019un match de votre \xE9quipe ou d\u2019un match pro. Tracez quatre colonnes : attaque, d\xE9fense, transition offensive, transition d\xE9fensive.",
          "Notez chaque \xE9v\xE9nement cl\xE9 dans la bonne colonne : o\xF9 le ballon a \xE9t\xE9 r\xE9cup\xE9r\xE9, comment l\u2019occasion est n\xE9e, comment le but a \xE9t\xE9 encaiss\xE9.",
          "Pour les deux moments les plus importants, mettez sur pause et dessinez la position de tous les joueurs sur un croquis du terrain.",
          "\xC9crivez un point fort et un axe d\u2019am\xE9lioration pour l\u2019\xE9quipe, chacun reli\xE9 au projet de jeu.",
          "Pr\xE9parez une pr\xE9sentation de 2 minutes avec 2 ou 3 s\xE9quences pour votre entra\xEEneur ou vos co\xE9quipiers."
        ],
        pt: [
          "Escolha um excerto de 15 minutos de um jogo da sua equipa ou de um jogo profissional. Desenhe quatro colunas: organiza\xE7\xE3o ofensiva, organiza\xE7\xE3o defensiva, transi\xE7\xE3o ofensiva, transi\xE7\xE3o defensiva.",
          "Anote cada acontecimento importante na coluna certa: onde a bola foi recuperada, como nasceu a oportunidade, como se sofreu o golo.",
          "Nos dois momentos mais importantes, pare a imagem e desenhe a posi\xE7\xE3o de todos os jogadores num esbo\xE7o do campo.",
          "Escreva um ponto forte e um aspeto a melhorar da equipa, ambos ligados ao modelo de jogo.",
          "Prepare uma apresenta\xE7\xE3o de 2 minutos com 2\u20133 lances para o treinador ou para os colegas."
        ]
      },
      coachingPoints: {
        en: [
          "Count, don\u2019t guess: how many times did we lose the ball in our own half?",
          "Look at the distances between players and between the lines.",
          "Always link what you see to the team\u2019s principles."
        ],
        sv: [
          "R\xE4kna, gissa inte: hur m\xE5nga g\xE5nger tappade vi bollen p\xE5 egen planhalva?",
          "Titta p\xE5 avst\xE5nden mellan spelarna och mellan lagdelarna.",
          "Koppla alltid det du ser till lagets principer."
        ],
        fr: [
          "Comptez, ne devinez pas : combien de ballons avons-nous perdus dans notre moiti\xE9 de terrain ?",
          "Observez les distances entre les joueurs et entre les lignes.",
          "Reliez toujours ce que vous voyez aux principes de l\u2019\xE9quipe."
        ],
        pt: [
          "Conte, n\xE3o adivinhe: quantas vezes perdemos a bola no nosso meio-campo?",
          "Observe as dist\xE2ncias entre jogadores e entre linhas.",
          "Ligue sempre o que v\xEA aos princ\xEDpios da equipa."
        ]
      },
      durationMinutes: 50,
      equipment: [],
      videoUrl: null
    },
    {
      key: "b4-goal-setting",
      title: {
        en: "Set goals that work",
        sv: "S\xE4tt m\xE5l som fungerar",
        fr: "Fixez-vous des objectifs efficaces",
        pt: "Defina objetivos que funcionam"
      },
      description: {
        en: "Turn your ambition into concrete process goals you can train every week, and review them regularly so they keep driving you forward.",
        sv: "G\xF6r om din ambition till konkreta processm\xE5l som du kan tr\xE4na p\xE5 varje vecka, och f\xF6lj upp dem regelbundet s\xE5 att de forts\xE4tter driva dig fram\xE5t.",
        fr: "Transformez votre ambition en objectifs de processus concrets \xE0 travailler chaque semaine, et faites-en le point r\xE9guli\xE8rement pour qu\u2019ils continuent \xE0 vous faire avancer.",
        pt: "Transforme a sua ambi\xE7\xE3o em objetivos de processo concretos que pode treinar todas as semanas e reveja-os com regularidade para que continuem a faz\xEA-lo avan\xE7ar."
      },
      steps: {
        en: [
          "Write one long-term outcome goal for the season, e.g. \u2018become a regular starter\u2019.",
          "Break it down into three performance goals you can measure, e.g. \u201830 m sprint under 4.3 seconds\u2019 or \u201880 % of my passes completed\u2019.",
          "For each one, write the process: what you will do every week, e.g. \u2018two extra speed sessions, 100 weak-foot passes a day\u2019.",
          "Check that each goal is SMART \u2013 specific, measurable, achievable, relevant and time-bound \u2013 and put the list where you see it every day.",
          "Every Sunday, spend 5 minutes ticking off what you did and adjusting the plan."
        ],
        sv: [
          "Skriv ett l\xE5ngsiktigt resultatm\xE5l f\xF6r s\xE4songen, till exempel \u201Dbli ordinarie i startelvan\u201D.",
          "Bryt ner det i tre prestationsm\xE5l som g\xE5r att m\xE4ta, till exempel \u201D30 meter sprint under 4,3 sekunder\u201D eller \u201D80 % lyckade passningar\u201D.",
          "Skriv processen f\xF6r vart och ett: vad du g\xF6r varje vecka, till exempel \u201Dtv\xE5 extra snabbhetspass, 100 passningar med svaga foten om dagen\u201D.",
          "Kontrollera att varje m\xE5l \xE4r SMART \u2013 specifikt, m\xE4tbart, accepterat, realistiskt och tidsbest\xE4mt \u2013 och s\xE4tt upp listan d\xE4r du ser den varje dag.",
          "L\xE4gg 5 minuter varje s\xF6ndag p\xE5 att bocka av vad du gjort och justera planen."
        ],
        fr: [
          "\xC9crivez un objectif de r\xE9sultat \xE0 long terme pour la saison, par exemple \xAB devenir titulaire \xBB.",
          "D\xE9coupez-le en trois objectifs de performance mesurables, par exemple \xAB 30 m en moins de 4,3 secondes \xBB ou \xAB 80 % de passes r\xE9ussies \xBB.",
          "Pour chacun, \xE9crivez le processus : ce que vous ferez chaque semaine, par exemple \xAB deux s\xE9ances de vitesse en plus, 100 passes du mauvais pied par jour \xBB.",
          "V\xE9rifiez que chaque objectif est SMART \u2013 sp\xE9cifique, mesurable, atteignable, r\xE9aliste et d\xE9fini dans le temps \u2013 et affichez la liste l\xE0 o\xF9 vous la voyez chaque jour.",
          "Chaque dimanche, prenez 5 minutes pour cocher ce que vous avez fait et ajuster le plan."
        ],
        pt: [
          "Escreva um objetivo de resultado a longo prazo para a \xE9poca, por exemplo \xABser titular habitual\xBB.",
          "Divida-o em tr\xEAs objetivos de rendimento mensur\xE1veis, por exemplo \xAB30 m de sprint abaixo de 4,3 segundos\xBB ou \xAB80 % de passes certos\xBB.",
          "Para cada um, escreva o processo: o que vai fazer todas as semanas, por exemplo \xABduas sess\xF5es extra de velocidade, 100 passes com o p\xE9 mais fraco por dia\xBB.",
          "Confirme que cada objetivo \xE9 SMART \u2013 espec\xEDfico, mensur\xE1vel, ating\xEDvel, relevante e com prazo \u2013 e afixe a lista num s\xEDtio onde a veja todos os dias.",
          "Todos os domingos, dedique 5 minutos a marcar o que fez e a ajustar o plano."
        ]
      },
      coachingPoints: {
        en: [
          "Focus on what you control: effort and process, not team selection.",
          "A few clear goals beat many vague ones.",
          "Review honestly, and celebrate progress."
        ],
        sv: [
          "Fokusera p\xE5 det du kan p\xE5verka: insats och process, inte laguttagningen.",
          "N\xE5gra f\xE5 tydliga m\xE5l sl\xE5r m\xE5nga vaga.",
          "F\xF6lj upp \xE4rligt och fira framstegen."
        ],
        fr: [
          "Concentrez-vous sur ce que vous ma\xEEtrisez : l\u2019effort et le processus, pas la composition d\u2019\xE9quipe.",
          "Quelques objectifs clairs valent mieux que beaucoup d\u2019objectifs flous.",
          "Faites le point honn\xEAtement et c\xE9l\xE9brez vos progr\xE8s."
        ],
        pt: [
          "Concentre-se no que controla: esfor\xE7o e processo, n\xE3o a convocat\xF3ria.",
          "Poucos objetivos claros valem mais do que muitos vagos.",
          "Reveja com honestidade e celebre os progressos."
        ]
      },
      durationMinutes: 30,
      equipment: [],
      videoUrl: null
    },
    {
      key: "b4-pre-performance-routine",
      title: {
        en: "Your pre-performance routine",
        sv: "Din rutin inf\xF6r prestation",
        fr: "Votre routine avant la performance",
        pt: "A sua rotina antes de competir"
      },
      description: {
        en: "Breathing, cue words and visualisation help you reach the right level of focus before a match or a penalty. Build your own routine and practise it until it is automatic.",
        sv: "Andning, nyckelord och visualisering hj\xE4lper dig att hitta r\xE4tt fokus f\xF6re en match eller en straff. Bygg din egen rutin och \xF6va tills den sitter automatiskt.",
        fr: "La respiration, des mots-cl\xE9s et la visualisation vous aident \xE0 trouver le bon niveau de concentration avant un match ou un penalty. Construisez votre propre routine et r\xE9p\xE9tez-la jusqu\u2019\xE0 ce qu\u2019elle devienne automatique.",
        pt: "A respira\xE7\xE3o, palavras-chave e a visualiza\xE7\xE3o ajudam-no a atingir o n\xEDvel certo de concentra\xE7\xE3o antes de um jogo ou de um pen\xE1lti. Construa a sua rotina e pratique-a at\xE9 ser autom\xE1tica."
      },
      steps: {
        en: [
          "Box breathing: breathe in for 4 seconds, hold for 4, breathe out for 4, hold for 4. Do 5 rounds sitting down and notice your heart rate slow.",
          "Choose two or three cue words for your game, e.g. \u2018scan, strong, forward\u2019. Write them on tape or in your phone.",
          "Visualisation: close your eyes for 5 minutes and play three of your key actions in your head, in real time, with the sounds and feelings of a match.",
          "Put it together: 1 minute of breathing, your cue words, 2 minutes of visualisation. Use it before every training session this week.",
          "Test it: before five important reps in training (e.g. penalties), use the short version \u2013 one breath, one cue word \u2013 and note how you felt."
        ],
        sv: [
          "Fyrkantsandning: andas in i 4 sekunder, h\xE5ll i 4, andas ut i 4, h\xE5ll i 4. G\xF6r 5 varv sittande och k\xE4nn hur pulsen g\xE5r ner.",
          "V\xE4lj tv\xE5 eller tre nyckelord f\xF6r ditt spel, till exempel \u201Dscanna, stark, fram\xE5t\u201D. Skriv dem p\xE5 tejp eller i mobilen.",
          "Visualisering: blunda i 5 minuter och spela upp tre av dina viktigaste aktioner i huvudet, i verklig fart, med matchens ljud och k\xE4nslor.",
          "S\xE4tt ihop det: 1 minut andning, dina nyckelord, 2 minuter visualisering. Anv\xE4nd rutinen f\xF6re varje tr\xE4ning den h\xE4r veckan.",
          "Testa den: f\xF6re fem viktiga repetitioner p\xE5 tr\xE4ningen (till exempel straffar) anv\xE4nder du kortversionen \u2013 ett andetag, ett nyckelord \u2013 och noterar hur det k\xE4ndes."
        ],
        fr: [
          "Respiration carr\xE9e : inspirez 4 secondes, bloquez 4, expirez 4, bloquez 4. Faites 5 cycles assis et sentez votre c\u0153ur ralentir.",
          "Choisissez deux ou trois mots-cl\xE9s pour votre jeu, par exemple \xAB regarde, solide, vers l\u2019avant \xBB. \xC9crivez-les sur du ruban adh\xE9sif ou dans votre t\xE9l\xE9phone.",
          "Visualisation : fermez les yeux 5 minutes et rejouez mentalement trois de vos actions cl\xE9s, en temps r\xE9el, avec les bruits et les sensations du match.",
          "Assemblez le tout : 1 minute de respiration, vos mots-cl\xE9s, 2 minutes de visualisation. Utilisez cette routine avant chaque entra\xEEnement cette semaine.",
          "Testez-la : avant cinq r\xE9p\xE9titions importantes \xE0 l\u2019entra\xEEnement (par exemple des penalties), utilisez la version courte \u2013 une respiration, un mot-cl\xE9 \u2013 et notez votre ressenti."
        ],
        pt: [
          "Respira\xE7\xE3o quadrada: inspire durante 4 segundos, segure 4, expire 4, segure 4. Fa\xE7a 5 ciclos sentado e repare como o cora\xE7\xE3o abranda.",
          "Escolha duas ou tr\xEAs palavras-chave para o seu jogo, por exemplo \xABobserva, forte, para a frente\xBB. Escreva-as numa fita ou no telem\xF3vel.",
          "Visualiza\xE7\xE3o: feche os olhos durante 5 minutos e reproduza na cabe\xE7a tr\xEAs das suas a\xE7\xF5es-chave, em tempo real, com os sons e as sensa\xE7\xF5es de um jogo.",
          "Junte tudo: 1 minuto de respira\xE7\xE3o, as palavras-chave, 2 minutos de visualiza\xE7\xE3o. Use a rotina antes de cada treino desta semana.",
          "Teste-a: antes de cinco repeti\xE7\xF5es importantes no treino (por exemplo pen\xE1ltis), use a vers\xE3o curta \u2013 uma respira\xE7\xE3o, uma palavra-chave \u2013 e anote como se sentiu."
        ]
      },
      coachingPoints: {
        en: [
          "Same routine every time \u2013 consistency builds calm.",
          "Visualise through your own eyes, in detail.",
          "Cue words should be short and about actions, not results."
        ],
        sv: [
          "Samma rutin varje g\xE5ng \u2013 upprepning skapar lugn.",
          "Visualisera genom dina egna \xF6gon, med detaljer.",
          "Nyckelorden ska vara korta och handla om handlingar, inte resultat."
        ],
        fr: [
          "La m\xEAme routine \xE0 chaque fois : la r\xE9gularit\xE9 apporte le calme.",
          "Visualisez \xE0 travers vos propres yeux, avec pr\xE9cision.",
          "Des mots-cl\xE9s courts, tourn\xE9s vers l\u2019action, pas vers le r\xE9sultat."
        ],
        pt: [
          "A mesma rotina todas as vezes \u2013 a consist\xEAncia traz calma.",
          "Visualize com os seus pr\xF3prios olhos e com pormenor.",
          "Palavras-chave curtas e sobre a\xE7\xF5es, n\xE3o sobre resultados."
        ]
      },
      durationMinutes: 25,
      equipment: ["mat"],
      videoUrl: null
    },
    {
      key: "b4-mistake-reset",
      title: {
        en: "Reset after mistakes",
        sv: "Nollst\xE4ll efter misstag",
        fr: "Rebondir apr\xE8s une erreur",
        pt: "Reagir depois de um erro"
      },
      description: {
        en: "Everyone makes mistakes; good players recover in seconds. Build a personal reset routine and train it in drills where mistakes really happen.",
        sv: "Alla g\xF6r misstag; bra spelare \xE5terh\xE4mtar sig p\xE5 n\xE5gra sekunder. Bygg en egen nollst\xE4llningsrutin och tr\xE4na den i \xF6vningar d\xE4r misstag faktiskt h\xE4nder.",
        fr: "Tout le monde fait des erreurs ; les bons joueurs s\u2019en remettent en quelques secondes. Construisez votre routine de remise \xE0 z\xE9ro et entra\xEEnez-la dans des exercices o\xF9 les erreurs arrivent vraiment.",
        pt: "Todos erram; os bons jogadores recuperam em segundos. Construa uma rotina pessoal para \xABfazer reset\xBB e treine-a em exerc\xEDcios onde os erros acontecem mesmo."
      },
      steps: {
        en: [
          "Think of your last big mistake in a match. Write down what you thought and did in the minute that followed.",
          "Choose your reset: a physical cue (a clap, touching your sock), one deep breath and a next-action word such as \u2018next\u2019 or \u2018press\u2019.",
          "Practise it in a hard drill: 2 minutes of one-touch passing against a wall from 8 m. Every time you misplace a pass, do your reset and carry on.",
          "Add pressure: your partner comments loudly on every mistake to put you off. Stick to your routine. 3 \xD7 2 minutes.",
          "After your next match, note how quickly you reset after each mistake, counted in seconds or actions."
        ],
        sv: [
          "T\xE4nk p\xE5 ditt senaste stora misstag i en match. Skriv ner vad du t\xE4nkte och gjorde minuten efter.",
          "V\xE4lj din nollst\xE4llning: en fysisk signal (en klapp, ta p\xE5 strumpan), ett djupt andetag och ett ord f\xF6r n\xE4sta handling, till exempel \u201Dn\xE4sta\u201D eller \u201Dpressa\u201D.",
          "\xD6va den i en sv\xE5r \xF6vning: 2 minuter direktpassningar mot en v\xE4gg fr\xE5n 8 meter. Varje g\xE5ng en passning blir fel g\xF6r du din nollst\xE4llning och forts\xE4tter.",
          "L\xE4gg till press: din kompis kommenterar h\xF6gt varje misstag f\xF6r att st\xF6ra dig. H\xE5ll fast vid din rutin. 3 \xD7 2 minuter.",
          "Notera efter n\xE4sta match hur snabbt du nollst\xE4llde efter varje misstag, r\xE4knat i sekunder eller aktioner."
        ],
        fr: [
          "Repensez \xE0 votre derni\xE8re grosse erreur en match. \xC9crivez ce que vous avez pens\xE9 et fait dans la minute qui a suivi.",
          "Choisissez votre remise \xE0 z\xE9ro : un signal physique (taper dans les mains, toucher votre chaussette), une grande respiration et un mot tourn\xE9 vers l\u2019action suivante, comme \xAB suivante \xBB ou \xAB presse \xBB.",
          "Entra\xEEnez-la dans un exercice difficile : 2 minutes de passes en une touche contre un mur \xE0 8 m. \xC0 chaque passe rat\xE9e, faites votre remise \xE0 z\xE9ro et continuez.",
          "Ajoutez de la pression : votre partenaire commente chaque erreur \xE0 voix haute pour vous d\xE9stabiliser. Tenez-vous \xE0 votre routine. 3 \xD7 2 minutes.",
          "Apr\xE8s votre prochain match, notez en combien de temps vous \xEAtes pass\xE9 \xE0 autre chose apr\xE8s chaque erreur, en secondes ou en actions."
        ],
        pt: [
          "Pense no seu \xFAltimo grande erro num jogo. Escreva o que pensou e fez no minuto seguinte.",
          "Escolha o seu reset: um gesto f\xEDsico (bater palmas, tocar na meia), uma respira\xE7\xE3o profunda e uma palavra para a a\xE7\xE3o seguinte, como \xABpr\xF3xima\xBB ou \xABpressiona\xBB.",
          "Treine-o num exerc\xEDcio dif\xEDcil: 2 minutos de passes ao primeiro toque contra uma parede a 8 m. Sempre que falhar um passe, fa\xE7a o reset e continue.",
          "Acrescente press\xE3o: o colega comenta em voz alta cada erro para o desconcentrar. Mantenha a rotina. 3 \xD7 2 minutos.",
          "Depois do pr\xF3ximo jogo, anote qu\xE3o depressa recuperou depois de cada erro, em segundos ou em a\xE7\xF5es."
        ]
      },
      coachingPoints: {
        en: [
          "The next action is the only one you can still influence.",
          "Body language: head up, shoulders back, even when it hurts.",
          "Learn from the mistake after the match, not during it."
        ],
        sv: [
          "N\xE4sta aktion \xE4r den enda du fortfarande kan p\xE5verka.",
          "Kroppsspr\xE5k: huvudet upp, axlarna bak\xE5t, \xE4ven n\xE4r det svider.",
          "L\xE4r dig av misstaget efter matchen, inte under den."
        ],
        fr: [
          "La prochaine action est la seule que vous pouvez encore influencer.",
          "Langage corporel : t\xEAte haute, \xE9paules en arri\xE8re, m\xEAme quand \xE7a fait mal.",
          "Tirez les le\xE7ons de l\u2019erreur apr\xE8s le match, pas pendant."
        ],
        pt: [
          "A pr\xF3xima a\xE7\xE3o \xE9 a \xFAnica que ainda pode influenciar.",
          "Linguagem corporal: cabe\xE7a levantada, ombros para tr\xE1s, mesmo quando custa.",
          "Aprenda com o erro depois do jogo, n\xE3o durante."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "wall", "partner"],
      videoUrl: null
    },
    {
      key: "b4-pressure-challenges",
      title: {
        en: "Pressure challenges",
        sv: "Utmaningar under press",
        fr: "D\xE9fis sous pression",
        pt: "Desafios sob press\xE3o"
      },
      description: {
        en: "Practise performing when something is at stake. Skill tests with a clear target and a consequence teach you to stay composed when it counts.",
        sv: "Tr\xE4na p\xE5 att prestera n\xE4r n\xE5got st\xE5r p\xE5 spel. Tekniktester med tydliga m\xE5l och en konsekvens l\xE4r dig att beh\xE5lla lugnet n\xE4r det g\xE4ller.",
        fr: "Entra\xEEnez-vous \xE0 performer quand il y a un enjeu. Des tests techniques avec un objectif clair et une cons\xE9quence vous apprennent \xE0 garder votre sang-froid quand \xE7a compte.",
        pt: "Treine render quando h\xE1 algo em jogo. Testes t\xE9cnicos com um objetivo claro e uma consequ\xEAncia ensinam-no a manter a calma quando importa."
      },
      steps: {
        en: [
          "Choose three tests: 10 passes through a 1 m cone gate from 15 m, 10 shots into marked corners, and 30 seconds of juggling without a drop.",
          "Do each test once without pressure and note your score as your baseline.",
          "Add pressure: set a target just above your baseline and a consequence if you miss it (e.g. 10 burpees). Your partner watches and counts out loud.",
          "Add fatigue: sprint 2 \xD7 20 m before each attempt.",
          "Use your breathing or cue word before every attempt, and compare your results with your baseline."
        ],
        sv: [
          "V\xE4lj tre tester: 10 passningar genom ett konm\xE5l p\xE5 1 meter fr\xE5n 15 meter, 10 skott mot markerade h\xF6rn och 30 sekunders jonglering utan att tappa bollen.",
          "G\xF6r varje test en g\xE5ng utan press och skriv upp resultatet som din utg\xE5ngspunkt.",
          "L\xE4gg till press: s\xE4tt ett m\xE5l strax \xF6ver utg\xE5ngspunkten och en konsekvens om du missar (till exempel 10 burpees). Din kompis tittar p\xE5 och r\xE4knar h\xF6gt.",
          "L\xE4gg till tr\xF6tthet: sprinta 2 \xD7 20 meter f\xF6re varje f\xF6rs\xF6k.",
          "Anv\xE4nd din andning eller ditt nyckelord f\xF6re varje f\xF6rs\xF6k och j\xE4mf\xF6r resultaten med din utg\xE5ngspunkt."
        ],
        fr: [
          "Choisissez trois tests : 10 passes dans une porte de 1 m \xE0 15 m, 10 frappes dans des coins d\xE9limit\xE9s et 30 secondes de jonglage sans faire tomber le ballon.",
          "Faites chaque test une fois sans pression et notez votre score comme r\xE9f\xE9rence.",
          "Ajoutez de la pression : fixez un objectif juste au-dessus de votre r\xE9f\xE9rence et une cons\xE9quence en cas d\u2019\xE9chec (par exemple 10 burpees). Votre partenaire observe et compte \xE0 voix haute.",
          "Ajoutez de la fatigue : sprintez 2 \xD7 20 m avant chaque tentative.",
          "Utilisez votre respiration ou votre mot-cl\xE9 avant chaque tentative et comparez vos r\xE9sultats \xE0 votre r\xE9f\xE9rence."
        ],
        pt: [
          "Escolha tr\xEAs testes: 10 passes por uma baliza de cones de 1 m a 15 m, 10 remates para cantos marcados e 30 segundos de toques sem deixar cair a bola.",
          "Fa\xE7a cada teste uma vez sem press\xE3o e anote o resultado como refer\xEAncia.",
          "Acrescente press\xE3o: defina um objetivo um pouco acima da refer\xEAncia e uma consequ\xEAncia se falhar (por exemplo 10 burpees). O colega observa e conta em voz alta.",
          "Acrescente fadiga: fa\xE7a 2 \xD7 20 m de sprint antes de cada tentativa.",
          "Use a respira\xE7\xE3o ou a palavra-chave antes de cada tentativa e compare os resultados com a refer\xEAncia."
        ]
      },
      coachingPoints: {
        en: [
          "Focus on the process of each rep, not the final score.",
          "Handling pressure is a skill: the more you train it, the lighter it feels.",
          "Notice your thoughts under pressure and bring them back to the task."
        ],
        sv: [
          "Fokusera p\xE5 utf\xF6randet i varje repetition, inte p\xE5 slutresultatet.",
          "Att hantera press \xE4r en f\xE4rdighet: ju mer du tr\xE4nar, desto l\xE4ttare k\xE4nns det.",
          "L\xE4gg m\xE4rke till dina tankar under press och styr tillbaka dem till uppgiften."
        ],
        fr: [
          "Concentrez-vous sur l\u2019ex\xE9cution de chaque r\xE9p\xE9tition, pas sur le score final.",
          "G\xE9rer la pression s\u2019apprend : plus vous l\u2019entra\xEEnez, plus elle p\xE8se moins.",
          "Rep\xE9rez vos pens\xE9es sous pression et ramenez-les \xE0 la t\xE2che."
        ],
        pt: [
          "Concentre-se na execu\xE7\xE3o de cada repeti\xE7\xE3o, n\xE3o no resultado final.",
          "Lidar com a press\xE3o \xE9 uma compet\xEAncia: quanto mais a treina, menos pesa.",
          "Repare nos seus pensamentos sob press\xE3o e traga-os de volta \xE0 tarefa."
        ]
      },
      durationMinutes: 35,
      equipment: ["ball", "cones", "goal", "partner"],
      videoUrl: null
    },
    {
      key: "b4-communication-calls",
      title: {
        en: "Clear communication on the pitch",
        sv: "Tydlig kommunikation p\xE5 planen",
        fr: "Communiquer clairement sur le terrain",
        pt: "Comunicar com clareza em campo"
      },
      description: {
        en: "Short, early and clear calls help your teammates decide faster. Learn the key calls and train yourself to use your voice in every drill.",
        sv: "Korta, tidiga och tydliga rop hj\xE4lper lagkamraterna att fatta snabbare beslut. L\xE4r dig de viktigaste ropen och tr\xE4na dig att anv\xE4nda r\xF6sten i varje \xF6vning.",
        fr: "Des annonces courtes, pr\xE9coces et claires aident vos co\xE9quipiers \xE0 d\xE9cider plus vite. Apprenez les annonces cl\xE9s et habituez-vous \xE0 utiliser votre voix dans chaque exercice.",
        pt: "Indica\xE7\xF5es curtas, cedo e claras ajudam os colegas a decidir mais depressa. Aprenda as indica\xE7\xF5es-chave e habitue-se a usar a voz em todos os exerc\xEDcios."
      },
      steps: {
        en: [
          "List your team\u2019s key calls and what they mean \u2013 \u2018man on\u2019, \u2018time\u2019, \u2018turn\u2019, \u2018step\u2019, \u2018drop\u2019, \u2018switch\u2019, \u2018keeper\u2019 \u2013 and agree on them with your coach.",
          "Partner drill in a 15 \xD7 15 m square: as your pass travels, call \u2018turn\u2019 or \u2018man on\u2019. Your partner must act on it by turning or playing back. 5 minutes, then swap.",
          "Organising: in a defending drill, use a name plus an instruction (\u2018Sam, step!\u2019). Practise saying it loud and short.",
          "Positive feedback: in your next team session, give at least five specific pieces of praise, e.g. \u2018great scan!\u2019.",
          "After that session, ask a teammate or your coach: were my calls clear and early enough?"
        ],
        sv: [
          "Lista lagets viktigaste rop och vad de betyder \u2013 \u201Drygg\u201D, \u201Dtid\u201D, \u201Dv\xE4nd\u201D, \u201Dkliv\u201D, \u201Dsl\xE4pp\u201D, \u201Dbyt\u201D, \u201Dm\xE5lvakt\u201D \u2013 och kom \xF6verens om dem med din tr\xE4nare.",
          "Par\xF6vning i en ruta p\xE5 15 \xD7 15 meter: medan din passning rullar ropar du \u201Dv\xE4nd\u201D eller \u201Drygg\u201D. Din kompis m\xE5ste agera p\xE5 det genom att v\xE4nda eller spela tillbaka. 5 minuter, byt sedan.",
          "Organisera: anv\xE4nd namn plus instruktion i en f\xF6rsvars\xF6vning (\u201DSam, kliv!\u201D). \xD6va p\xE5 att s\xE4ga det h\xF6gt och kort.",
          "Positiv feedback: ge minst fem konkreta ber\xF6mmande kommentarer p\xE5 n\xE4sta lagtr\xE4ning, till exempel \u201Dsnygg scanning!\u201D.",
          "Fr\xE5ga efter tr\xE4ningen en lagkamrat eller din tr\xE4nare: var mina rop tydliga och tillr\xE4ckligt tidiga?"
        ],
        fr: [
          "Listez les annonces cl\xE9s de votre \xE9quipe et leur sens \u2013 \xAB dans ton dos \xBB, \xAB t\u2019es seul \xBB, \xAB tourne \xBB, \xAB monte \xBB, \xAB recule \xBB, \xAB change \xBB, \xAB gardien \xBB \u2013 et validez-les avec votre entra\xEEneur.",
          "Exercice \xE0 deux dans un carr\xE9 de 15 \xD7 15 m : pendant que votre passe roule, annoncez \xAB tourne \xBB ou \xAB dans ton dos \xBB. Votre partenaire doit agir en cons\xE9quence, se retourner ou remiser. 5 minutes, puis inversez.",
          "Organiser : dans un exercice d\xE9fensif, utilisez un pr\xE9nom suivi d\u2019une consigne (\xAB Sam, monte ! \xBB). Entra\xEEnez-vous \xE0 le dire fort et court.",
          "Encouragements : lors du prochain entra\xEEnement collectif, faites au moins cinq compliments pr\xE9cis, par exemple \xAB belle prise d\u2019information ! \xBB.",
          "Apr\xE8s la s\xE9ance, demandez \xE0 un co\xE9quipier ou \xE0 votre entra\xEEneur : mes annonces \xE9taient-elles claires et assez pr\xE9coces ?"
        ],
        pt: [
          "Fa\xE7a a lista das indica\xE7\xF5es-chave da sua equipa e o que significam \u2013 \xABvem homem\xBB, \xABtens tempo\xBB, \xABroda\xBB, \xABsobe\xBB, \xABbaixa\xBB, \xABmuda\xBB, \xABminha\xBB \u2013 e combine-as com o treinador.",
          "Exerc\xEDcio a dois num quadrado de 15 \xD7 15 m: enquanto o passe viaja, diga \xABroda\xBB ou \xABvem homem\xBB. O colega tem de agir em conformidade, rodando ou jogando de apoio. 5 minutos e depois troquem.",
          "Organizar: num exerc\xEDcio defensivo, use o nome mais uma instru\xE7\xE3o (\xABSam, sobe!\xBB). Treine diz\xEA-lo alto e curto.",
          "Feedback positivo: no pr\xF3ximo treino da equipa, fa\xE7a pelo menos cinco elogios concretos, por exemplo \xABboa observa\xE7\xE3o!\xBB.",
          "Depois desse treino, pergunte a um colega ou ao treinador: as minhas indica\xE7\xF5es foram claras e dadas a tempo?"
        ]
      },
      coachingPoints: {
        en: [
          "Name plus instruction, said early.",
          "Loud enough to be heard over the noise of a match.",
          "Stay positive and specific \u2013 especially when things go badly."
        ],
        sv: [
          "Namn plus instruktion, i god tid.",
          "Tillr\xE4ckligt h\xF6gt f\xF6r att h\xF6ras \xF6ver matchljudet.",
          "Var positiv och konkret \u2013 s\xE4rskilt n\xE4r det g\xE5r d\xE5ligt."
        ],
        fr: [
          "Un pr\xE9nom et une consigne, annonc\xE9s t\xF4t.",
          "Assez fort pour \xEAtre entendu malgr\xE9 le bruit du match.",
          "Restez positif et pr\xE9cis, surtout quand \xE7a va mal."
        ],
        pt: [
          "Nome mais instru\xE7\xE3o, dito a tempo.",
          "Alto o suficiente para se ouvir por cima do barulho do jogo.",
          "Seja positivo e concreto \u2013 sobretudo quando as coisas correm mal."
        ]
      },
      durationMinutes: 30,
      equipment: ["ball", "cones", "partner"],
      videoUrl: null
    },
    {
      key: "b4-leading-a-session",
      title: {
        en: "Lead a session",
        sv: "Led ett tr\xE4ningspass",
        fr: "Animez une s\xE9ance",
        pt: "Oriente um treino"
      },
      description: {
        en: "Leadership is learned by doing. Plan and lead a warm-up or a short session for teammates or younger players, then reflect on how it went.",
        sv: "Ledarskap l\xE4r man sig genom att g\xF6ra. Planera och led en uppv\xE4rmning eller ett kort pass f\xF6r lagkamrater eller yngre spelare, och reflektera sedan \xF6ver hur det gick.",
        fr: "Le leadership s\u2019apprend en pratiquant. Pr\xE9parez et animez un \xE9chauffement ou une courte s\xE9ance pour vos co\xE9quipiers ou des joueurs plus jeunes, puis faites le bilan.",
        pt: "A lideran\xE7a aprende-se a fazer. Planeie e oriente um aquecimento ou um treino curto para colegas ou jogadores mais novos e depois reflita sobre como correu."
      },
      steps: {
        en: [
          "Ask your coach if you can lead the warm-up of a team session or help out with a younger team.",
          "Plan 15 minutes on paper: the aim, the set-up with distances, the rules and two coaching points.",
          "Lead it: explain in less than 30 seconds, demonstrate, then let the players play. Correct with short, positive comments.",
          "Afterwards, write down what went well, what you would change and how you handled one difficult moment.",
          "Ask your coach for one piece of feedback on your leadership."
        ],
        sv: [
          "Fr\xE5ga din tr\xE4nare om du f\xE5r leda uppv\xE4rmningen p\xE5 en lagtr\xE4ning eller hj\xE4lpa till med ett yngre lag.",
          "Planera 15 minuter p\xE5 papper: syfte, uppst\xE4llning med avst\xE5nd, regler och tv\xE5 coachningspunkter.",
          "Led passet: f\xF6rklara p\xE5 under 30 sekunder, visa, och l\xE5t sedan spelarna spela. R\xE4tta med korta, positiva kommentarer.",
          "Skriv efter\xE5t ner vad som gick bra, vad du skulle \xE4ndra och hur du hanterade ett sv\xE5rt l\xE4ge.",
          "Be din tr\xE4nare om en \xE5terkoppling p\xE5 ditt ledarskap."
        ],
        fr: [
          "Demandez \xE0 votre entra\xEEneur si vous pouvez animer l\u2019\xE9chauffement d\u2019un entra\xEEnement collectif ou aider une \xE9quipe de plus jeunes.",
          "Pr\xE9parez 15 minutes sur papier : l\u2019objectif, l\u2019organisation avec les distances, les r\xE8gles et deux consignes cl\xE9s.",
          "Animez : expliquez en moins de 30 secondes, faites une d\xE9monstration, puis laissez jouer. Corrigez par des remarques courtes et positives.",
          "Ensuite, notez ce qui a bien march\xE9, ce que vous changeriez et comment vous avez g\xE9r\xE9 un moment difficile.",
          "Demandez \xE0 votre entra\xEEneur un retour sur votre leadership."
        ],
        pt: [
          "Pergunte ao treinador se pode orientar o aquecimento de um treino da equipa ou ajudar numa equipa de mais novos.",
          "Planeie 15 minutos no papel: objetivo, organiza\xE7\xE3o com dist\xE2ncias, regras e duas indica\xE7\xF5es-chave.",
          "Oriente: explique em menos de 30 segundos, demonstre e depois deixe os jogadores jogar. Corrija com coment\xE1rios curtos e positivos.",
          "Depois, escreva o que correu bem, o que mudaria e como lidou com um momento dif\xEDcil.",
          "Pe\xE7a ao treinador um coment\xE1rio sobre a sua lideran\xE7a."
        ]
      },
      coachingPoints: {
        en: [
          "Prepare well \u2013 confidence comes from a clear plan.",
          "Speak to the group briefly and at eye level.",
          "Lead by example: be on time and set the tone with your energy."
        ],
        sv: [
          "F\xF6rbered dig v\xE4l \u2013 sj\xE4lvf\xF6rtroendet kommer fr\xE5n en tydlig plan.",
          "Prata kort med gruppen och i \xF6gonh\xF6jd.",
          "F\xF6reg\xE5 med gott exempel: var i tid och s\xE4tt tonen med din energi."
        ],
        fr: [
          "Pr\xE9parez-vous bien : l\u2019assurance vient d\u2019un plan clair.",
          "Parlez au groupe bri\xE8vement, d\u2019\xE9gal \xE0 \xE9gal.",
          "Montrez l\u2019exemple : soyez \xE0 l\u2019heure et donnez le ton par votre \xE9nergie."
        ],
        pt: [
          "Prepare-se bem \u2013 a confian\xE7a vem de um plano claro.",
          "Fale ao grupo de forma breve e de igual para igual.",
          "D\xEA o exemplo: chegue a horas e marque o tom com a sua energia."
        ]
      },
      durationMinutes: 45,
      equipment: ["ball", "cones", "bibs"],
      videoUrl: null
    },
    {
      key: "b4-recovery-day",
      title: {
        en: "Recovery day after the match",
        sv: "\xC5terh\xE4mtningsdag efter matchen",
        fr: "Journ\xE9e de r\xE9cup\xE9ration apr\xE8s le match",
        pt: "Dia de recupera\xE7\xE3o depois do jogo"
      },
      description: {
        en: "On the day after a match (MD+1) you recover actively. Light movement, mobility, good food and sleep get you ready for the next training faster.",
        sv: "Dagen efter match (MD+1) \xE5terh\xE4mtar du dig aktivt. L\xE4tt r\xF6relse, r\xF6rlighet, bra mat och s\xF6mn g\xF6r dig snabbare redo f\xF6r n\xE4sta tr\xE4ning.",
        fr: "Le lendemain du match (J+1), vous r\xE9cup\xE9rez activement. Mouvement l\xE9ger, mobilit\xE9, bonne alimentation et sommeil vous remettent plus vite en \xE9tat de vous entra\xEEner.",
        pt: "No dia a seguir ao jogo (MD+1) recupera de forma ativa. Movimento leve, mobilidade, boa alimenta\xE7\xE3o e sono deixam-no pronto mais depressa para o treino seguinte."
      },
      steps: {
        en: [
          "15\u201320 minutes of easy cycling, swimming or jogging at a pace where you can talk comfortably.",
          "Foam rolling or self-massage: 60 seconds each on calves, thighs (front and back), glutes and hip flexors.",
          "10 minutes of mobility: hip circles, the world\u2019s greatest stretch, ankle rocks and upper-back rotations.",
          "Rate your wellness from 1 to 5 for sleep, fatigue, soreness, mood and stress; tell your coach if the total is low.",
          "Drink 2\u20133 litres of water through the day, eat protein with every meal and aim for 8\u20139 hours of sleep."
        ],
        sv: [
          "15\u201320 minuter l\xE4tt cykling, simning eller jogg i ett tempo d\xE4r du kan prata obehindrat.",
          "Skumrulle eller sj\xE4lvmassage: 60 sekunder vardera p\xE5 vader, l\xE5r (fram- och baksida), s\xE4te och h\xF6ftb\xF6jare.",
          "10 minuter r\xF6rlighet: h\xF6ftcirklar, \u201Dworld\u2019s greatest stretch\u201D, fotledsgungningar och rotationer f\xF6r \xF6vre ryggen.",
          "Skatta ditt v\xE4lm\xE5ende fr\xE5n 1 till 5 f\xF6r s\xF6mn, tr\xF6tthet, \xF6mhet, hum\xF6r och stress; s\xE4g till din tr\xE4nare om summan \xE4r l\xE5g.",
          "Drick 2\u20133 liter vatten under dagen, \xE4t protein till varje m\xE5ltid och sikta p\xE5 8\u20139 timmars s\xF6mn."
        ],
        fr: [
          "15 \xE0 20 minutes de v\xE9lo, de natation ou de footing tr\xE8s l\xE9ger, \xE0 une allure qui vous permet de parler sans g\xEAne.",
          "Rouleau de massage ou auto-massage : 60 secondes sur chaque zone \u2013 mollets, cuisses (avant et arri\xE8re), fessiers et fl\xE9chisseurs de hanche.",
          "10 minutes de mobilit\xE9 : cercles de hanches, \xAB world\u2019s greatest stretch \xBB, flexions de cheville contre un mur et rotations du haut du dos.",
          "Notez votre \xE9tat de forme de 1 \xE0 5 pour le sommeil, la fatigue, les courbatures, l\u2019humeur et le stress ; pr\xE9venez votre entra\xEEneur si le total est bas.",
          "Buvez 2 \xE0 3 litres d\u2019eau dans la journ\xE9e, mangez des prot\xE9ines \xE0 chaque repas et visez 8 \xE0 9 heures de sommeil."
        ],
        pt: [
          "15\u201320 minutos de bicicleta, nata\xE7\xE3o ou corrida leve, a um ritmo em que consiga conversar \xE0 vontade.",
          "Rolo de espuma ou automassagem: 60 segundos em cada zona \u2013 g\xE9meos, coxas (frente e tr\xE1s), gl\xFAteos e flexores da anca.",
          "10 minutos de mobilidade: c\xEDrculos de anca, \xABworld\u2019s greatest stretch\xBB, balan\xE7os do tornozelo e rota\xE7\xF5es da parte superior das costas.",
          "Avalie o seu bem-estar de 1 a 5 para sono, fadiga, dores musculares, humor e stress; avise o treinador se o total for baixo.",
          "Beba 2\u20133 litros de \xE1gua ao longo do dia, coma prote\xEDna em todas as refei\xE7\xF5es e procure dormir 8\u20139 horas."
        ]
      },
      coachingPoints: {
        en: [
          "Easy means easy: no sprints or hard running today.",
          "Recovery is training \u2013 it decides how well you train this week.",
          "Report any pain that is worse than normal muscle soreness."
        ],
        sv: [
          "L\xE4tt betyder l\xE4tt: inga sprinter eller h\xE5rd l\xF6pning i dag.",
          "\xC5terh\xE4mtning \xE4r tr\xE4ning \u2013 den avg\xF6r hur bra du tr\xE4nar resten av veckan.",
          "S\xE4g till om sm\xE4rta som \xE4r v\xE4rre \xE4n vanlig tr\xE4ningsv\xE4rk."
        ],
        fr: [
          "L\xE9ger veut dire l\xE9ger : pas de sprint ni de course intense aujourd\u2019hui.",
          "La r\xE9cup\xE9ration fait partie de l\u2019entra\xEEnement : elle d\xE9cide de la qualit\xE9 de votre semaine.",
          "Signalez toute douleur plus forte que de simples courbatures."
        ],
        pt: [
          "Leve \xE9 leve: hoje nada de sprints nem corrida intensa.",
          "A recupera\xE7\xE3o \xE9 treino \u2013 decide a qualidade dos treinos desta semana.",
          "Informe qualquer dor que seja pior do que as dores musculares normais."
        ]
      },
      durationMinutes: 40,
      equipment: ["mat"],
      videoUrl: null
    },
    {
      key: "b4-mobility-flow",
      title: {
        en: "Mobility flow",
        sv: "R\xF6rlighetsfl\xF6de",
        fr: "Encha\xEEnement de mobilit\xE9",
        pt: "Sequ\xEAncia de mobilidade"
      },
      description: {
        en: "A 20-minute flow for the ankles, hips and upper back \u2013 the joints that stiffen most in footballers. Regular mobility lowers your injury risk and helps you move freely.",
        sv: "Ett 20 minuter l\xE5ngt fl\xF6de f\xF6r fotleder, h\xF6fter och \xF6vre rygg \u2013 de leder som blir stelast hos fotbollsspelare. Regelbunden r\xF6rlighetstr\xE4ning minskar skaderisken och g\xF6r att du r\xF6r dig friare.",
        fr: "Un encha\xEEnement de 20 minutes pour les chevilles, les hanches et le haut du dos \u2013 les articulations qui se raidissent le plus chez le footballeur. Une mobilit\xE9 r\xE9guli\xE8re r\xE9duit le risque de blessure et vous aide \xE0 bouger librement.",
        pt: "Uma sequ\xEAncia de 20 minutos para tornozelos, ancas e parte superior das costas \u2013 as articula\xE7\xF5es que mais enrijecem nos futebolistas. Mobilidade regular reduz o risco de les\xE3o e ajuda-o a mexer-se com liberdade."
      },
      steps: {
        en: [
          "Ankles: knee-to-wall ankle rocks, 2 \xD7 10 per side.",
          "Hips: 90/90 switches 2 \xD7 8, then a deep squat hold 3 \xD7 30 seconds, elbows pushing your knees out.",
          "Hip flexors and groin: half-kneeling hip flexor stretch and side-lunge rocks, 2 \xD7 45 seconds per side.",
          "Upper back: open books 2 \xD7 8 per side and cat\u2013camel 10 times.",
          "Finish with the world\u2019s greatest stretch, 5 per side, and 2 minutes of slow breathing lying on your back."
        ],
        sv: [
          "Fotleder: kn\xE4 mot v\xE4gg-gungningar, 2 \xD7 10 per sida.",
          "H\xF6fter: 90/90-v\xE4xlingar 2 \xD7 8, sedan djup kn\xE4b\xF6j som du h\xE5ller 3 \xD7 30 sekunder medan armb\xE5garna trycker ut kn\xE4na.",
          "H\xF6ftb\xF6jare och ljumskar: h\xF6ftb\xF6jarstretch p\xE5 ett kn\xE4 och gungningar i sidoutfall, 2 \xD7 45 sekunder per sida.",
          "\xD6vre rygg: \u201Dopen books\u201D 2 \xD7 8 per sida och katt\u2013ko 10 g\xE5nger.",
          "Avsluta med \u201Dworld\u2019s greatest stretch\u201D, 5 per sida, och 2 minuter lugn andning liggande p\xE5 rygg."
        ],
        fr: [
          "Chevilles : genou vers le mur, 2 \xD7 10 balancements par c\xF4t\xE9.",
          "Hanches : rotations 90/90 2 \xD7 8, puis tenue en squat profond 3 \xD7 30 secondes, les coudes poussant les genoux vers l\u2019ext\xE9rieur.",
          "Fl\xE9chisseurs de hanche et adducteurs : \xE9tirement en fente genou au sol et balancements en fente lat\xE9rale, 2 \xD7 45 secondes par c\xF4t\xE9.",
          "Haut du dos : \xAB open books \xBB 2 \xD7 8 par c\xF4t\xE9 et dos rond \u2013 dos creux 10 fois.",
          "Terminez par le \xAB world\u2019s greatest stretch \xBB, 5 par c\xF4t\xE9, et 2 minutes de respiration lente allong\xE9 sur le dos."
        ],
        pt: [
          "Tornozelos: joelho \xE0 parede, 2 \xD7 10 balan\xE7os por lado.",
          "Ancas: trocas 90/90 2 \xD7 8, depois agachamento profundo mantido 3 \xD7 30 segundos, com os cotovelos a empurrar os joelhos para fora.",
          "Flexores da anca e adutores: alongamento do flexor com um joelho no ch\xE3o e balan\xE7os em afundo lateral, 2 \xD7 45 segundos por lado.",
          "Parte superior das costas: \xABopen books\xBB 2 \xD7 8 por lado e gato\u2013camelo 10 vezes.",
          "Termine com o \xABworld\u2019s greatest stretch\xBB, 5 por lado, e 2 minutos de respira\xE7\xE3o lenta deitado de costas."
        ]
      },
      coachingPoints: {
        en: [
          "Move slowly into each position and breathe out as you go deeper.",
          "Mobility should feel like a stretch, never a sharp pain.",
          "A little every day beats a lot once a week."
        ],
        sv: [
          "G\xE5 l\xE5ngsamt in i varje position och andas ut n\xE4r du g\xE5r djupare.",
          "R\xF6rlighet ska k\xE4nnas som en stretch, aldrig som en skarp sm\xE4rta.",
          "Lite varje dag sl\xE5r mycket en g\xE5ng i veckan."
        ],
        fr: [
          "Entrez lentement dans chaque position et expirez en allant plus loin.",
          "La mobilit\xE9 doit ressembler \xE0 un \xE9tirement, jamais \xE0 une douleur vive.",
          "Un peu chaque jour vaut mieux que beaucoup une fois par semaine."
        ],
        pt: [
          "Entre devagar em cada posi\xE7\xE3o e expire ao ir mais fundo.",
          "A mobilidade deve parecer um alongamento, nunca uma dor aguda.",
          "Um pouco todos os dias vale mais do que muito uma vez por semana."
        ]
      },
      durationMinutes: 20,
      equipment: ["mat", "wall"],
      videoUrl: null
    },
    {
      key: "b4-fuel-and-sleep-plan",
      title: {
        en: "Fuel and sleep plan",
        sv: "Plan f\xF6r kost och s\xF6mn",
        fr: "Plan alimentation et sommeil",
        pt: "Plano de alimenta\xE7\xE3o e sono"
      },
      description: {
        en: "What you eat and how you sleep decides how much of your training turns into performance. Plan your meals, drinks and sleep around the match week.",
        sv: "Vad du \xE4ter och hur du sover avg\xF6r hur mycket av tr\xE4ningen som blir prestation. Planera m\xE5ltider, dryck och s\xF6mn kring matchveckan.",
        fr: "Ce que vous mangez et votre sommeil d\xE9terminent la part de votre entra\xEEnement qui se transforme en performance. Planifiez repas, hydratation et sommeil autour de la semaine de match.",
        pt: "O que come e como dorme decide quanto do seu treino se transforma em rendimento. Planeie as refei\xE7\xF5es, a hidrata\xE7\xE3o e o sono em torno da semana de jogo."
      },
      steps: {
        en: [
          "Keep a food and sleep diary for three days: what you eat and drink and when, and when you go to bed and wake up.",
          "Plan match day: a carbohydrate-rich meal 3\u20134 hours before kick-off (pasta, rice or potatoes with lean protein), a small snack 1 hour before, and water in small sips.",
          "Plan recovery: within 30\u201360 minutes after the match, a snack or meal with carbohydrates and protein, e.g. milk and a sandwich, or yoghurt with fruit.",
          "Sleep routine: a fixed bedtime, no screens 30\u201360 minutes before bed, a dark and cool room. Aim for 8\u201310 hours.",
          "Compare the plan with your diary, choose two habits to change this week and tick them off each day."
        ],
        sv: [
          "F\xF6r kost- och s\xF6mndagbok i tre dagar: vad du \xE4ter och dricker och n\xE4r, och n\xE4r du g\xE5r och l\xE4gger dig och vaknar.",
          "Planera matchdagen: en kolhydratrik m\xE5ltid 3\u20134 timmar f\xF6re avspark (pasta, ris eller potatis med magert protein), ett litet mellanm\xE5l 1 timme f\xF6re och vatten i sm\xE5 klunkar.",
          "Planera \xE5terh\xE4mtningen: inom 30\u201360 minuter efter matchen ett mellanm\xE5l eller en m\xE5ltid med kolhydrater och protein, till exempel mj\xF6lk och en sm\xF6rg\xE5s eller yoghurt med frukt.",
          "S\xF6mnrutin: fast l\xE4ggdags, inga sk\xE4rmar 30\u201360 minuter f\xF6re s\xE4ngg\xE5endet, ett m\xF6rkt och svalt rum. Sikta p\xE5 8\u201310 timmar.",
          "J\xE4mf\xF6r planen med din dagbok, v\xE4lj tv\xE5 vanor att \xE4ndra den h\xE4r veckan och bocka av dem varje dag."
        ],
        fr: [
          "Tenez un journal alimentation et sommeil pendant trois jours : ce que vous mangez et buvez et \xE0 quelle heure, et vos heures de coucher et de r\xE9veil.",
          "Planifiez le jour du match : un repas riche en glucides 3 \xE0 4 heures avant le coup d\u2019envoi (p\xE2tes, riz ou pommes de terre avec une prot\xE9ine maigre), une petite collation 1 heure avant, et de l\u2019eau par petites gorg\xE9es.",
          "Planifiez la r\xE9cup\xE9ration : dans les 30 \xE0 60 minutes apr\xE8s le match, une collation ou un repas avec glucides et prot\xE9ines, par exemple du lait et un sandwich, ou un yaourt avec un fruit.",
          "Routine de sommeil : une heure de coucher fixe, pas d\u2019\xE9cran 30 \xE0 60 minutes avant, une chambre sombre et fra\xEEche. Visez 8 \xE0 10 heures.",
          "Comparez le plan avec votre journal, choisissez deux habitudes \xE0 changer cette semaine et cochez-les chaque jour."
        ],
        pt: [
          "Fa\xE7a um di\xE1rio de alimenta\xE7\xE3o e sono durante tr\xEAs dias: o que come e bebe e a que horas, e quando se deita e acorda.",
          "Planeie o dia de jogo: uma refei\xE7\xE3o rica em hidratos de carbono 3\u20134 horas antes do in\xEDcio (massa, arroz ou batata com prote\xEDna magra), um lanche pequeno 1 hora antes e \xE1gua aos poucos goles.",
          "Planeie a recupera\xE7\xE3o: 30\u201360 minutos depois do jogo, um lanche ou refei\xE7\xE3o com hidratos de carbono e prote\xEDna, por exemplo leite e uma sandes, ou iogurte com fruta.",
          "Rotina de sono: hora fixa para deitar, sem ecr\xE3s 30\u201360 minutos antes, quarto escuro e fresco. Procure dormir 8\u201310 horas.",
          "Compare o plano com o di\xE1rio, escolha dois h\xE1bitos a mudar esta semana e marque-os todos os dias."
        ]
      },
      coachingPoints: {
        en: [
          "Eat regularly: three meals plus snacks around training.",
          "Drink before you are thirsty \u2013 pale urine means you are well hydrated.",
          "Sleep is your strongest recovery tool."
        ],
        sv: [
          "\xC4t regelbundet: tre m\xE5ltider plus mellanm\xE5l kring tr\xE4ningen.",
          "Drick innan du blir t\xF6rstig \u2013 ljus urin betyder att du har druckit tillr\xE4ckligt.",
          "S\xF6mnen \xE4r ditt starkaste \xE5terh\xE4mtningsverktyg."
        ],
        fr: [
          "Mangez r\xE9guli\xE8rement : trois repas et des collations autour de l\u2019entra\xEEnement.",
          "Buvez avant d\u2019avoir soif : des urines claires signifient que vous \xEAtes bien hydrat\xE9.",
          "Le sommeil est votre meilleur outil de r\xE9cup\xE9ration."
        ],
        pt: [
          "Coma com regularidade: tr\xEAs refei\xE7\xF5es e lanches \xE0 volta dos treinos.",
          "Beba antes de ter sede \u2013 urina clara significa que est\xE1 bem hidratado.",
          "O sono \xE9 a sua ferramenta de recupera\xE7\xE3o mais forte."
        ]
      },
      durationMinutes: 30,
      equipment: [],
      videoUrl: null
    },
    {
      key: "b4-load-diary",
      title: {
        en: "Training load diary",
        sv: "Belastningsdagbok",
        fr: "Journal de charge d\u2019entra\xEEnement",
        pt: "Di\xE1rio de carga de treino"
      },
      description: {
        en: "Measure your load with a simple method \u2013 session effort \xD7 minutes \u2013 and a short daily wellness check. It helps you and your coach avoid overload and spot when you need rest.",
        sv: "M\xE4t din belastning med en enkel metod \u2013 upplevd anstr\xE4ngning \xD7 minuter \u2013 och en kort daglig koll av v\xE4lm\xE5endet. Det hj\xE4lper dig och din tr\xE4nare att undvika \xF6verbelastning och se n\xE4r du beh\xF6ver vila.",
        fr: "Mesurez votre charge avec une m\xE9thode simple \u2013 effort per\xE7u \xD7 minutes \u2013 et un court bilan de forme quotidien. Vous et votre entra\xEEneur \xE9vitez ainsi la surcharge et rep\xE9rez quand vous avez besoin de repos.",
        pt: "Me\xE7a a sua carga com um m\xE9todo simples \u2013 esfor\xE7o percebido \xD7 minutos \u2013 e uma breve avalia\xE7\xE3o di\xE1ria do bem-estar. Ajuda-o a si e ao treinador a evitar sobrecargas e a perceber quando precisa de descanso."
      },
      steps: {
        en: [
          "About 30 minutes after every session or match, rate how hard it was from 0 (rest) to 10 (maximal).",
          "Multiply by the minutes, e.g. 7 \xD7 90 = 630 units, and write it in a table or an app.",
          "Every morning, rate sleep, fatigue, soreness, stress and mood from 1 to 5.",
          "At the end of each week, add up the total load. Avoid jumps of more than about 10\u201315 % from one week to the next.",
          "Share the table with your coach every two weeks and talk about the heavy weeks and the low wellness scores."
        ],
        sv: [
          "Ungef\xE4r 30 minuter efter varje tr\xE4ning eller match skattar du hur anstr\xE4ngande den var fr\xE5n 0 (vila) till 10 (maximalt).",
          "Multiplicera med minuterna, till exempel 7 \xD7 90 = 630 enheter, och skriv in det i en tabell eller en app.",
          "Skatta varje morgon s\xF6mn, tr\xF6tthet, \xF6mhet, stress och hum\xF6r fr\xE5n 1 till 5.",
          "R\xE4kna ihop veckans totala belastning i slutet av varje vecka. Undvik \xF6kningar p\xE5 mer \xE4n ungef\xE4r 10\u201315 % fr\xE5n en vecka till n\xE4sta.",
          "Visa tabellen f\xF6r din tr\xE4nare varannan vecka och prata om de tunga veckorna och de l\xE5ga v\xE4lm\xE5endesiffrorna."
        ],
        fr: [
          "Environ 30 minutes apr\xE8s chaque s\xE9ance ou match, notez la difficult\xE9 de 0 (repos) \xE0 10 (maximal).",
          "Multipliez par les minutes, par exemple 7 \xD7 90 = 630 unit\xE9s, et notez-le dans un tableau ou une application.",
          "Chaque matin, notez de 1 \xE0 5 votre sommeil, votre fatigue, vos courbatures, votre stress et votre humeur.",
          "En fin de semaine, additionnez la charge totale. \xC9vitez les hausses de plus de 10 \xE0 15 % environ d\u2019une semaine \xE0 l\u2019autre.",
          "Montrez le tableau \xE0 votre entra\xEEneur toutes les deux semaines et parlez des semaines charg\xE9es et des notes de forme basses."
        ],
        pt: [
          "Cerca de 30 minutos depois de cada treino ou jogo, avalie o esfor\xE7o de 0 (repouso) a 10 (m\xE1ximo).",
          "Multiplique pelos minutos, por exemplo 7 \xD7 90 = 630 unidades, e registe numa tabela ou aplica\xE7\xE3o.",
          "Todas as manh\xE3s, avalie de 1 a 5 o sono, a fadiga, as dores musculares, o stress e o humor.",
          "No fim de cada semana, some a carga total. Evite aumentos de mais de cerca de 10\u201315 % de uma semana para a outra.",
          "Mostre a tabela ao treinador de duas em duas semanas e falem sobre as semanas mais pesadas e os valores baixos de bem-estar."
        ]
      },
      coachingPoints: {
        en: [
          "Be honest: the numbers are only useful if they are true.",
          "Count everything: school sport, gym and extra training.",
          "Several days of low wellness in a row is a signal to reduce the load."
        ],
        sv: [
          "Var \xE4rlig: siffrorna \xE4r bara anv\xE4ndbara om de st\xE4mmer.",
          "R\xE4kna med allt: idrott i skolan, gym och extratr\xE4ning.",
          "Flera dagar i rad med l\xE5gt v\xE4lm\xE5ende \xE4r en signal att dra ner belastningen."
        ],
        fr: [
          "Soyez honn\xEAte : les chiffres ne servent que s\u2019ils sont vrais.",
          "Comptez tout : sport \xE0 l\u2019\xE9cole, musculation et entra\xEEnements suppl\xE9mentaires.",
          "Plusieurs jours de suite avec une forme basse signalent qu\u2019il faut r\xE9duire la charge."
        ],
        pt: [
          "Seja honesto: os n\xFAmeros s\xF3 servem se forem verdadeiros.",
          "Conte tudo: desporto na escola, gin\xE1sio e treinos extra.",
          "V\xE1rios dias seguidos de bem-estar baixo s\xE3o um sinal para reduzir a carga."
        ]
      },
      durationMinutes: 15,
      equipment: [],
      videoUrl: null
    },
    {
      key: "b4-match-week-planner",
      title: {
        en: "Plan your match week",
        sv: "Planera din matchvecka",
        fr: "Planifiez votre semaine de match",
        pt: "Planeie a sua semana de jogo"
      },
      description: {
        en: "Build your week around the match: each day gets a clear aim, from recovery after the game to strength, high intensity and activation before the next one.",
        sv: "Bygg veckan kring matchen: varje dag f\xE5r ett tydligt syfte, fr\xE5n \xE5terh\xE4mtning efter matchen till styrka, h\xF6g intensitet och aktivering inf\xF6r n\xE4sta.",
        fr: "Construisez votre semaine autour du match : chaque jour re\xE7oit un objectif clair, de la r\xE9cup\xE9ration apr\xE8s la rencontre jusqu\u2019\xE0 la force, la haute intensit\xE9 et l\u2019activation avant la suivante.",
        pt: "Construa a semana em fun\xE7\xE3o do jogo: cada dia tem um objetivo claro, da recupera\xE7\xE3o depois do jogo \xE0 for\xE7a, \xE0 alta intensidade e \xE0 ativa\xE7\xE3o antes do seguinte."
      },
      steps: {
        en: [
          "Write the days from match to match: MD+1 (the day after), MD+2, MD-4, MD-3, MD-2, MD-1 and MD (match day).",
          "Fill in your team sessions first, then your own work: recovery on MD+1, strength and tactics on MD-4, speed and high intensity on MD-3, lighter technical and tactical work on MD-2, a short activation on MD-1.",
          "Add school or work, meals and bedtimes to the same plan so nothing clashes.",
          "Mark the hardest and the easiest day, and check that the load drops in the last 48 hours before the match.",
          "At the end of the week, compare the plan with what really happened and adjust next week\u2019s plan."
        ],
        sv: [
          "Skriv dagarna fr\xE5n match till match: MD+1 (dagen efter), MD+2, MD-4, MD-3, MD-2, MD-1 och MD (matchdagen).",
          "Fyll f\xF6rst i lagtr\xE4ningarna och sedan din egen tr\xE4ning: \xE5terh\xE4mtning p\xE5 MD+1, styrka och taktik p\xE5 MD-4, snabbhet och h\xF6g intensitet p\xE5 MD-3, l\xE4ttare teknik och taktik p\xE5 MD-2 och en kort aktivering p\xE5 MD-1.",
          "L\xE4gg in skola eller arbete, m\xE5ltider och sovtider i samma plan s\xE5 att inget krockar.",
          "Markera den tyngsta och den l\xE4ttaste dagen, och kontrollera att belastningen sjunker de sista 48 timmarna f\xF6re match.",
          "J\xE4mf\xF6r i slutet av veckan planen med vad som faktiskt h\xE4nde och justera n\xE4sta veckas plan."
        ],
        fr: [
          "\xC9crivez les jours d\u2019un match \xE0 l\u2019autre : J+1 (le lendemain), J+2, J-4, J-3, J-2, J-1 et J (jour de match).",
          "Placez d\u2019abord les entra\xEEnements collectifs, puis votre travail personnel : r\xE9cup\xE9ration \xE0 J+1, force et tactique \xE0 J-4, vitesse et haute intensit\xE9 \xE0 J-3, technique et tactique plus l\xE9g\xE8res \xE0 J-2, courte activation \xE0 J-1.",
          "Ajoutez les cours ou le travail, les repas et les heures de coucher dans le m\xEAme planning pour \xE9viter les conflits.",
          "Rep\xE9rez le jour le plus dur et le plus l\xE9ger, et v\xE9rifiez que la charge baisse dans les 48 derni\xE8res heures avant le match.",
          "En fin de semaine, comparez le plan avec la r\xE9alit\xE9 et ajustez le plan de la semaine suivante."
        ],
        pt: [
          "Escreva os dias de jogo a jogo: MD+1 (dia seguinte), MD+2, MD-4, MD-3, MD-2, MD-1 e MD (dia de jogo).",
          "Preencha primeiro os treinos da equipa e depois o seu trabalho: recupera\xE7\xE3o no MD+1, for\xE7a e t\xE1tica no MD-4, velocidade e alta intensidade no MD-3, trabalho t\xE9cnico e t\xE1tico mais leve no MD-2 e uma ativa\xE7\xE3o curta no MD-1.",
          "Junte a escola ou o trabalho, as refei\xE7\xF5es e as horas de deitar no mesmo plano para que nada choque.",
          "Assinale o dia mais duro e o mais leve e confirme que a carga baixa nas \xFAltimas 48 horas antes do jogo.",
          "No fim da semana, compare o plano com o que realmente aconteceu e ajuste o plano da semana seguinte."
        ]
      },
      coachingPoints: {
        en: [
          "Hard days hard, easy days easy.",
          "The match is the biggest load of the week \u2013 plan backwards from it.",
          "With two matches in a week, drop the extra strength work and focus on recovery."
        ],
        sv: [
          "Tunga dagar tunga, l\xE4tta dagar l\xE4tta.",
          "Matchen \xE4r veckans st\xF6rsta belastning \u2013 planera bak\xE5t fr\xE5n den.",
          "Med tv\xE5 matcher i veckan stryker du den extra styrketr\xE4ningen och fokuserar p\xE5 \xE5terh\xE4mtning."
        ],
        fr: [
          "Jours durs vraiment durs, jours l\xE9gers vraiment l\xE9gers.",
          "Le match est la plus grosse charge de la semaine : planifiez \xE0 rebours \xE0 partir de lui.",
          "Avec deux matchs dans la semaine, supprimez la musculation suppl\xE9mentaire et misez sur la r\xE9cup\xE9ration."
        ],
        pt: [
          "Dias duros a s\xE9rio, dias leves a s\xE9rio.",
          "O jogo \xE9 a maior carga da semana \u2013 planeie para tr\xE1s a partir dele.",
          "Com dois jogos na semana, retire o trabalho extra de for\xE7a e concentre-se na recupera\xE7\xE3o."
        ]
      },
      durationMinutes: 30,
      equipment: [],
      videoUrl: null
    },
    {
      key: "b4-match-eve-activation",
      title: {
        en: "Match-eve activation",
        sv: "Aktivering dagen f\xF6re match",
        fr: "Activation la veille du match",
        pt: "Ativa\xE7\xE3o na v\xE9spera do jogo"
      },
      description: {
        en: "A short, sharp session the day before a match (MD-1) wakes up your nervous system without tiring you. You should leave feeling fast and fresh.",
        sv: "Ett kort, vasst pass dagen f\xF6re match (MD-1) v\xE4cker nervsystemet utan att tr\xF6tta ut dig. Du ska g\xE5 d\xE4rifr\xE5n och k\xE4nna dig snabb och pigg.",
        fr: "Une s\xE9ance courte et vive la veille du match (J-1) r\xE9veille votre syst\xE8me nerveux sans vous fatiguer. Vous devez repartir en vous sentant rapide et frais.",
        pt: "Uma sess\xE3o curta e viva na v\xE9spera do jogo (MD-1) desperta o sistema nervoso sem o cansar. Deve sair a sentir-se r\xE1pido e fresco."
      },
      steps: {
        en: [
          "Warm up for 8 minutes: jogging, dynamic stretches and skips.",
          "Reaction: your partner drops a tennis ball or points in a direction; react and sprint 5 m. 6 reps.",
          "Speed: 4 \xD7 15 m accelerations at 90\u201395 % with full recovery.",
          "Ball work: 5 minutes of crisp passing against a wall or with your partner, then 6\u20138 finishes or long passes typical of your position.",
          "Finish with 5 minutes of light mobility. The whole session lasts 25\u201330 minutes, with no long runs."
        ],
        sv: [
          "V\xE4rm upp i 8 minuter: jogg, dynamisk stretch och skipping.",
          "Reaktion: din kompis sl\xE4pper en tennisboll eller pekar \xE5t ett h\xE5ll; reagera och sprinta 5 meter. 6 repetitioner.",
          "Snabbhet: 4 \xD7 15 meter acceleration i 90\u201395 % med full vila.",
          "Bollarbete: 5 minuter vassa passningar mot en v\xE4gg eller med din kompis, sedan 6\u20138 avslut eller l\xE5nga passningar som \xE4r typiska f\xF6r din position.",
          "Avsluta med 5 minuter l\xE4tt r\xF6rlighet. Hela passet tar 25\u201330 minuter, utan l\xE5nga l\xF6pningar."
        ],
        fr: [
          "\xC9chauffez-vous 8 minutes : footing, \xE9tirements dynamiques et skippings.",
          "R\xE9action : votre partenaire l\xE2che une balle de tennis ou montre une direction ; r\xE9agissez et sprintez 5 m. 6 r\xE9p\xE9titions.",
          "Vitesse : 4 acc\xE9l\xE9rations de 15 m \xE0 90\u201395 % avec r\xE9cup\xE9ration compl\xE8te.",
          "Ballon : 5 minutes de passes appuy\xE9es contre un mur ou avec votre partenaire, puis 6 \xE0 8 finitions ou passes longues typiques de votre poste.",
          "Terminez par 5 minutes de mobilit\xE9 l\xE9g\xE8re. La s\xE9ance compl\xE8te dure 25 \xE0 30 minutes, sans course longue."
        ],
        pt: [
          "Aque\xE7a durante 8 minutos: corrida leve, alongamentos din\xE2micos e skippings.",
          "Rea\xE7\xE3o: o colega deixa cair uma bola de t\xE9nis ou aponta uma dire\xE7\xE3o; reaja e fa\xE7a um sprint de 5 m. 6 repeti\xE7\xF5es.",
          "Velocidade: 4 acelera\xE7\xF5es de 15 m a 90\u201395 % com recupera\xE7\xE3o total.",
          "Trabalho com bola: 5 minutos de passes tensos contra uma parede ou com o colega e depois 6\u20138 finaliza\xE7\xF5es ou passes longos t\xEDpicos da sua posi\xE7\xE3o.",
          "Termine com 5 minutos de mobilidade leve. A sess\xE3o toda dura 25\u201330 minutos, sem corridas longas."
        ]
      },
      coachingPoints: {
        en: [
          "Quality, not quantity: short, fast, fully rested.",
          "Stop while you still feel fresh.",
          "Use the session to rehearse your key actions for the match."
        ],
        sv: [
          "Kvalitet, inte kvantitet: kort, snabbt, helt utvilad.",
          "Sluta medan du fortfarande k\xE4nner dig pigg.",
          "Anv\xE4nd passet till att repetera dina nyckelaktioner inf\xF6r matchen."
        ],
        fr: [
          "La qualit\xE9, pas la quantit\xE9 : court, rapide, bien r\xE9cup\xE9r\xE9.",
          "Arr\xEAtez-vous tant que vous vous sentez encore frais.",
          "Profitez de la s\xE9ance pour r\xE9p\xE9ter vos actions cl\xE9s du match."
        ],
        pt: [
          "Qualidade, n\xE3o quantidade: curto, r\xE1pido, totalmente recuperado.",
          "Pare enquanto ainda se sente fresco.",
          "Use a sess\xE3o para ensaiar as suas a\xE7\xF5es-chave para o jogo."
        ]
      },
      durationMinutes: 25,
      equipment: ["ball", "cones", "tennisBall", "partner", "wall"],
      videoUrl: null
    },
    {
      key: "b4-balancing-football-and-school",
      title: {
        en: "Balancing football with school or work",
        sv: "Fotboll i kombination med skola eller jobb",
        fr: "Concilier football et \xE9tudes ou travail",
        pt: "Conciliar o futebol com a escola ou o trabalho"
      },
      description: {
        en: "Professional players plan their time. Map a normal week, protect time for study or work, training and sleep, and cut the hidden time-wasters.",
        sv: "Professionella spelare planerar sin tid. Kartl\xE4gg en vanlig vecka, skydda tiden f\xF6r studier eller jobb, tr\xE4ning och s\xF6mn, och ta bort de dolda tidstjuvarna.",
        fr: "Les joueurs professionnels planifient leur temps. Cartographiez une semaine type, prot\xE9gez le temps des \xE9tudes ou du travail, de l\u2019entra\xEEnement et du sommeil, et supprimez les pertes de temps cach\xE9es.",
        pt: "Os jogadores profissionais planeiam o seu tempo. Mapeie uma semana normal, proteja o tempo para estudar ou trabalhar, treinar e dormir, e corte os desperd\xEDcios de tempo escondidos."
      },
      steps: {
        en: [
          "For one week, write down everything you do in 30-minute blocks: school or work, travel, training, homework, screens, social life and sleep.",
          "Mark the fixed blocks first: school or work, team training, matches and 8\u20139 hours of sleep.",
          "Fit in study blocks (e.g. 2 \xD7 45 minutes after school) and put your individual sessions on the lighter days.",
          "Find two time-wasters, such as scrolling in bed, and replace them with something useful.",
          "Before busy periods like exams, talk with your coach and your teachers or employer, and adjust your training load."
        ],
        sv: [
          "Skriv under en vecka ner allt du g\xF6r i block om 30 minuter: skola eller jobb, resor, tr\xE4ning, l\xE4xor, sk\xE4rmar, umg\xE4nge och s\xF6mn.",
          "Markera f\xF6rst de fasta blocken: skola eller jobb, lagtr\xE4ningar, matcher och 8\u20139 timmars s\xF6mn.",
          "Passa in studieblock (till exempel 2 \xD7 45 minuter efter skolan) och l\xE4gg dina egna pass p\xE5 de l\xE4ttare dagarna.",
          "Hitta tv\xE5 tidstjuvar, till exempel att scrolla i s\xE4ngen, och byt ut dem mot n\xE5got anv\xE4ndbart.",
          "Prata med din tr\xE4nare och dina l\xE4rare eller din arbetsgivare inf\xF6r tunga perioder som prov, och anpassa tr\xE4ningsbelastningen."
        ],
        fr: [
          "Pendant une semaine, notez tout ce que vous faites par tranches de 30 minutes : cours ou travail, trajets, entra\xEEnement, devoirs, \xE9crans, vie sociale et sommeil.",
          "Placez d\u2019abord les blocs fixes : cours ou travail, entra\xEEnements collectifs, matchs et 8 \xE0 9 heures de sommeil.",
          "Int\xE9grez des plages d\u2019\xE9tude (par exemple 2 \xD7 45 minutes apr\xE8s les cours) et placez vos s\xE9ances individuelles les jours plus l\xE9gers.",
          "Rep\xE9rez deux pertes de temps, comme faire d\xE9filer son t\xE9l\xE9phone au lit, et remplacez-les par quelque chose d\u2019utile.",
          "Avant les p\xE9riodes charg\xE9es comme les examens, parlez avec votre entra\xEEneur et vos professeurs ou votre employeur, et adaptez votre charge d\u2019entra\xEEnement."
        ],
        pt: [
          "Durante uma semana, anote tudo o que faz em blocos de 30 minutos: escola ou trabalho, desloca\xE7\xF5es, treino, trabalhos de casa, ecr\xE3s, vida social e sono.",
          "Assinale primeiro os blocos fixos: escola ou trabalho, treinos da equipa, jogos e 8\u20139 horas de sono.",
          "Encaixe blocos de estudo (por exemplo 2 \xD7 45 minutos depois das aulas) e ponha as suas sess\xF5es individuais nos dias mais leves.",
          "Encontre dois desperd\xEDcios de tempo, como andar no telem\xF3vel na cama, e troque-os por algo \xFAtil.",
          "Antes de per\xEDodos exigentes como os exames, fale com o treinador e com os professores ou a entidade patronal e ajuste a carga de treino."
        ]
      },
      coachingPoints: {
        en: [
          "Plan the week on Sunday and review it on Friday.",
          "School or work is part of your career, not against it.",
          "Protect your sleep above everything else."
        ],
        sv: [
          "Planera veckan p\xE5 s\xF6ndagen och utv\xE4rdera den p\xE5 fredagen.",
          "Skola eller jobb \xE4r en del av din karri\xE4r, inte ett hinder f\xF6r den.",
          "Skydda s\xF6mnen framf\xF6r allt annat."
        ],
        fr: [
          "Planifiez la semaine le dimanche et faites le bilan le vendredi.",
          "Les \xE9tudes ou le travail font partie de votre carri\xE8re, ils ne s\u2019y opposent pas.",
          "Prot\xE9gez votre sommeil avant tout."
        ],
        pt: [
          "Planeie a semana ao domingo e reveja-a \xE0 sexta-feira.",
          "A escola ou o trabalho fazem parte da sua carreira, n\xE3o est\xE3o contra ela.",
          "Proteja o sono acima de tudo."
        ]
      },
      durationMinutes: 30,
      equipment: [],
      videoUrl: null
    },
    {
      key: "b4-idp-review",
      title: {
        en: "Build and review your development plan",
        sv: "Bygg och f\xF6lj upp din utvecklingsplan",
        fr: "Construisez et suivez votre plan de d\xE9veloppement",
        pt: "Construa e reveja o seu plano de desenvolvimento"
      },
      description: {
        en: "Bring your test results, video analysis and goals together in one plan for technique, tactics, physique and mindset \u2013 and review it with your coach.",
        sv: "Samla testresultat, videoanalys och m\xE5l i en plan f\xF6r teknik, taktik, fysik och mentalitet \u2013 och f\xF6lj upp den med din tr\xE4nare.",
        fr: "Rassemblez vos r\xE9sultats de tests, votre analyse vid\xE9o et vos objectifs dans un plan couvrant la technique, la tactique, le physique et le mental, et faites-le r\xE9guli\xE8rement le point avec votre entra\xEEneur.",
        pt: "Junte os resultados dos testes, a an\xE1lise de v\xEDdeo e os objetivos num plano de t\xE9cnica, t\xE1tica, f\xEDsico e mentalidade \u2013 e reveja-o com o seu treinador."
      },
      steps: {
        en: [
          "Rate yourself from 1 to 10 in four areas \u2013 technical, tactical, physical and mental \u2013 with three sub-skills each (e.g. weaker foot, scanning, acceleration, focus).",
          "Ask your coach to rate the same sub-skills, and compare: where do you agree and where not?",
          "Choose one development goal per area for the next 8 weeks, each with a measure: a test, a video count or a coach rating.",
          "Write the weekly actions for each goal and put them into your training calendar.",
          "Book a review with your coach every 6\u20138 weeks: check the measures and update the goals."
        ],
        sv: [
          "Skatta dig sj\xE4lv fr\xE5n 1 till 10 inom fyra omr\xE5den \u2013 teknik, taktik, fysik och mentalt \u2013 med tre delf\xF6rm\xE5gor vardera (till exempel svaga foten, scanning, acceleration, fokus).",
          "Be din tr\xE4nare skatta samma delf\xF6rm\xE5gor och j\xE4mf\xF6r: var \xE4r ni \xF6verens och var inte?",
          "V\xE4lj ett utvecklingsm\xE5l per omr\xE5de f\xF6r de kommande 8 veckorna, vart och ett med ett m\xE5tt: ett test, en r\xE4kning p\xE5 video eller tr\xE4narens bed\xF6mning.",
          "Skriv veckans aktiviteter f\xF6r varje m\xE5l och f\xF6r in dem i din tr\xE4ningskalender.",
          "Boka en uppf\xF6ljning med din tr\xE4nare var 6\u20138:e vecka: kontrollera m\xE5tten och uppdatera m\xE5len."
        ],
        fr: [
          "\xC9valuez-vous de 1 \xE0 10 dans quatre domaines \u2013 technique, tactique, physique et mental \u2013 avec trois sous-comp\xE9tences chacun (par exemple mauvais pied, prise d\u2019information, acc\xE9l\xE9ration, concentration).",
          "Demandez \xE0 votre entra\xEEneur d\u2019\xE9valuer les m\xEAmes sous-comp\xE9tences et comparez : sur quoi \xEAtes-vous d\u2019accord, et sur quoi non ?",
          "Choisissez un objectif de progression par domaine pour les 8 prochaines semaines, chacun avec un indicateur : un test, un comptage vid\xE9o ou une note de l\u2019entra\xEEneur.",
          "\xC9crivez les actions hebdomadaires pour chaque objectif et placez-les dans votre calendrier d\u2019entra\xEEnement.",
          "Pr\xE9voyez un point avec votre entra\xEEneur toutes les 6 \xE0 8 semaines : v\xE9rifiez les indicateurs et mettez les objectifs \xE0 jour."
        ],
        pt: [
          "Avalie-se de 1 a 10 em quatro \xE1reas \u2013 t\xE9cnica, t\xE1tica, f\xEDsica e mental \u2013 com tr\xEAs subcompet\xEAncias cada (por exemplo p\xE9 mais fraco, observa\xE7\xE3o, acelera\xE7\xE3o, concentra\xE7\xE3o).",
          "Pe\xE7a ao treinador que avalie as mesmas subcompet\xEAncias e compare: onde concordam e onde n\xE3o?",
          "Escolha um objetivo de desenvolvimento por \xE1rea para as pr\xF3ximas 8 semanas, cada um com uma medida: um teste, uma contagem em v\xEDdeo ou a avalia\xE7\xE3o do treinador.",
          "Escreva as a\xE7\xF5es semanais para cada objetivo e coloque-as no seu calend\xE1rio de treino.",
          "Marque uma revis\xE3o com o treinador a cada 6\u20138 semanas: verifique as medidas e atualize os objetivos."
        ]
      },
      coachingPoints: {
        en: [
          "Base the plan on evidence: tests, video and coach feedback.",
          "Develop your strengths as well as your weaknesses.",
          "The plan is a living document \u2013 keep it up to date."
        ],
        sv: [
          "Bygg planen p\xE5 underlag: tester, video och tr\xE4narens \xE5terkoppling.",
          "Utveckla dina styrkor lika mycket som dina svagheter.",
          "Planen \xE4r ett levande dokument \u2013 h\xE5ll den uppdaterad."
        ],
        fr: [
          "Appuyez le plan sur des \xE9l\xE9ments concrets : tests, vid\xE9o et retours de l\u2019entra\xEEneur.",
          "D\xE9veloppez vos points forts autant que vos points faibles.",
          "Le plan est un document vivant : tenez-le \xE0 jour."
        ],
        pt: [
          "Baseie o plano em dados: testes, v\xEDdeo e coment\xE1rios do treinador.",
          "Desenvolva tanto os pontos fortes como os fracos.",
          "O plano \xE9 um documento vivo \u2013 mantenha-o atualizado."
        ]
      },
      durationMinutes: 45,
      equipment: [],
      videoUrl: null
    }
  ],
  phaseSessions: {
    "u16-pre-season-conditioning": [
      "b4-injury-prevention-routine",
      "b4-aerobic-ball-intervals",
      "b4-bodyweight-strength-circuit",
      "b4-tempo-runs"
    ],
    "u16-game-model-11v11": [
      "b4-game-model-homework",
      "b4-scanning-and-half-turn",
      "b4-compact-defensive-shifting",
      "b4-transition-sprint-drills"
    ],
    "u16-mastering-your-position": [
      "b4-position-goalkeeper",
      "b4-position-defender",
      "b4-position-midfielder",
      "b4-position-forward"
    ],
    "u16-mental-skills": [
      "b4-goal-setting",
      "b4-pre-performance-routine",
      "b4-mistake-reset",
      "b4-pressure-challenges"
    ],
    "u16-match-fitness-and-recovery": [
      "b4-load-diary",
      "b4-intermittent-15-15",
      "b4-recovery-day",
      "b4-fuel-and-sleep-plan"
    ],
    "u17-physical-profile": [
      "b4-fitness-testing-day",
      "b4-acceleration-mechanics",
      "b4-lower-body-strength-gym",
      "b4-flying-sprints-max-speed"
    ],
    "u17-high-intensity-play": [
      "b4-repeated-sprint-ability",
      "b4-pressing-triggers",
      "b4-transition-sprint-drills",
      "b4-1v1-duel-intervals"
    ],
    "u17-tactical-flexibility": [
      "b4-systems-and-roles",
      "b4-compact-defensive-shifting",
      "b4-third-man-combinations",
      "b4-reading-the-opponent"
    ],
    "u17-decisions-under-pressure": [
      "b4-scanning-and-half-turn",
      "b4-limited-touch-wall-work",
      "b4-colour-call-decisions",
      "b4-tight-space-escape"
    ],
    "u17-managing-the-match-week": [
      "b4-match-week-planner",
      "b4-recovery-day",
      "b4-fuel-and-sleep-plan",
      "b4-match-eve-activation"
    ],
    "u18-strength-and-power": [
      "b4-lower-body-strength-gym",
      "b4-upper-body-and-core-gym",
      "b4-plyometric-power",
      "b4-deceleration-and-change-of-direction"
    ],
    "u18-game-analysis": ["b4-self-video-analysis", "b4-pro-player-study", "b4-team-phase-analysis"],
    "u18-positional-mastery": [
      "b4-position-goalkeeper",
      "b4-position-defender",
      "b4-position-midfielder",
      "b4-wide-1v1-and-crossing",
      "b4-position-forward"
    ],
    "u18-set-pieces-and-game-management": [
      "b4-set-piece-delivery",
      "b4-heading-and-aerial-duels",
      "b4-penalties-and-free-kicks",
      "b4-game-management-scenarios"
    ],
    "u18-leadership-and-mindset": [
      "b4-communication-calls",
      "b4-mistake-reset",
      "b4-pre-performance-routine",
      "b4-leading-a-session"
    ],
    "u19-senior-level-physicality": [
      "b4-lower-body-strength-gym",
      "b4-upper-body-and-core-gym",
      "b4-shielding-and-duel-strength",
      "b4-heading-and-aerial-duels"
    ],
    "u19-periodised-training-week": [
      "b4-match-week-planner",
      "b4-recovery-day",
      "b4-in-season-strength-dose",
      "b4-match-eve-activation"
    ],
    "u19-individual-development-plan": [
      "b4-fitness-testing-day",
      "b4-self-video-analysis",
      "b4-goal-setting",
      "b4-idp-review"
    ],
    "u19-playing-at-senior-tempo": [
      "b4-scanning-and-half-turn",
      "b4-limited-touch-wall-work",
      "b4-tight-space-escape",
      "b4-third-man-combinations"
    ],
    "u19-professional-habits": [
      "b4-fuel-and-sleep-plan",
      "b4-mobility-flow",
      "b4-load-diary",
      "b4-balancing-football-and-school"
    ],
    "senior-pre-season-base": [
      "b4-aerobic-ball-intervals",
      "b4-tempo-runs",
      "b4-bodyweight-strength-circuit",
      "b4-lower-body-strength-gym"
    ],
    "senior-game-model-and-team-tactics": [
      "b4-game-model-homework",
      "b4-compact-defensive-shifting",
      "b4-pressing-triggers",
      "b4-third-man-combinations"
    ],
    "senior-high-intensity-match-fitness": [
      "b4-intermittent-15-15",
      "b4-repeated-sprint-ability",
      "b4-transition-sprint-drills",
      "b4-1v1-duel-intervals"
    ],
    "senior-chance-creation-and-finishing": [
      "b4-wide-1v1-and-crossing",
      "b4-attacking-the-box-runs",
      "b4-breaking-a-low-block",
      "b4-finishing-under-pressure"
    ],
    "senior-in-season-maintenance": [
      "b4-load-diary",
      "b4-in-season-strength-dose",
      "b4-flying-sprints-max-speed",
      "b4-match-eve-activation"
    ],
    "senior-recovery-and-injury-prevention": [
      "b4-mobility-flow",
      "b4-injury-prevention-routine",
      "b4-deceleration-and-change-of-direction",
      "b4-recovery-day"
    ]
  }
};

// apps/server/src/db/content/sessions/index.ts
var SESSION_BANDS = {
  b1: BAND_B1,
  b2: BAND_B2,
  b3: BAND_B3,
  b4: BAND_B4
};
var ALL_SESSIONS = Object.values(SESSION_BANDS).flatMap(
  (band) => band.sessions
);
var PHASE_SESSIONS = Object.assign(
  {},
  ...Object.values(SESSION_BANDS).map((band) => band.phaseSessions)
);

// apps/server/src/db/seed-programs.ts
import { inArray, isNotNull, sql as sql3 } from "drizzle-orm";

// apps/server/src/db/upsert.ts
import { getTableColumns, sql as sql2 } from "drizzle-orm";
function onlyChanged(table, columns, alsoSet = {}) {
  const all = getTableColumns(table);
  const current = columns.map((key) => all[key]);
  const incoming = current.map((column) => sql2`excluded.${sql2.identifier(column.name)}`);
  return {
    set: { ...Object.fromEntries(columns.map((key, i) => [key, incoming[i]])), ...alsoSet },
    setWhere: sql2`(${sql2.join(current, sql2`, `)}) is distinct from (${sql2.join(incoming, sql2`, `)})`
  };
}

// apps/server/src/db/seed-programs.ts
async function seedTrainingPrograms(db) {
  await db.transaction(async (tx) => {
    const edited = await tx.select({ contentKey: trainingPrograms.contentKey }).from(trainingPrograms).where(isNotNull(trainingPrograms.editedAt));
    const editedKeys = new Set(edited.map((r) => r.contentKey));
    const programs = TRAINING_PROGRAMS.filter((p) => !editedKeys.has(p.key));
    if (programs.length === 0) return;
    await tx.insert(trainingPrograms).values(
      programs.map((p) => ({
        contentKey: p.key,
        ageGroupId: p.ageGroupId,
        status: p.status,
        titles: { ...p.title }
      }))
    ).onConflictDoUpdate({
      target: trainingPrograms.contentKey,
      // Only programs whose content changed are written (and get a new updated_at).
      ...onlyChanged(trainingPrograms, ["ageGroupId", "status", "titles"], { updatedAt: sql3`now()` })
    });
    const programRows = await tx.select({ id: trainingPrograms.id, contentKey: trainingPrograms.contentKey }).from(trainingPrograms).where(
      inArray(
        trainingPrograms.contentKey,
        programs.map((p) => p.key)
      )
    );
    const idByKey = new Map(programRows.map((r) => [r.contentKey, r.id]));
    await tx.insert(trainingProgramBlocks).values(
      programs.flatMap(
        (p) => p.phases.map((phase, index) => ({
          contentKey: phase.key,
          trainingProgramId: idByKey.get(p.key),
          position: index + 1,
          titles: { ...phase.title },
          descriptions: { ...phase.description }
        }))
      )
    ).onConflictDoUpdate({
      target: trainingProgramBlocks.contentKey,
      ...onlyChanged(trainingProgramBlocks, ["trainingProgramId", "position", "titles", "descriptions"])
    });
    await tx.insert(fees).values(
      programs.flatMap(
        (p) => p.fees.map((fee) => ({
          trainingProgramId: idByKey.get(p.key),
          type: fee.type,
          region: fee.region,
          amount: fee.amount,
          currency: fee.currency,
          label: fee.label
        }))
      )
    ).onConflictDoUpdate({
      target: [fees.trainingProgramId, fees.region, fees.type],
      ...onlyChanged(fees, ["amount", "currency", "label"])
    });
  });
}

// apps/server/src/db/seed-sessions.ts
import { and, eq, inArray as inArray2, isNull, sql as sql4 } from "drizzle-orm";
async function seedTrainingSessions(db) {
  if (ALL_SESSIONS.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(trainingSessions).values(
      ALL_SESSIONS.map((s) => ({
        contentKey: s.key,
        titles: { ...s.title },
        descriptions: { ...s.description },
        steps: { ...s.steps },
        coachingPoints: { ...s.coachingPoints },
        durationMinutes: s.durationMinutes,
        equipment: [...s.equipment],
        videoUrl: s.videoUrl
      }))
    ).onConflictDoUpdate({
      target: trainingSessions.contentKey,
      // Only rows whose content changed are written (and get a new updated_at).
      ...onlyChanged(
        trainingSessions,
        ["titles", "descriptions", "steps", "coachingPoints", "durationMinutes", "equipment", "videoUrl"],
        { updatedAt: sql4`now()` }
      )
    });
    const rows = await tx.select({ id: trainingSessions.id, contentKey: trainingSessions.contentKey }).from(trainingSessions).where(
      inArray2(
        trainingSessions.contentKey,
        ALL_SESSIONS.map((s) => s.key)
      )
    );
    const sessionIdByKey = new Map(rows.map((r) => [r.contentKey, r.id]));
    const phaseKeys = Object.keys(PHASE_SESSIONS);
    const blocks = await tx.select({ id: trainingProgramBlocks.id, contentKey: trainingProgramBlocks.contentKey }).from(trainingProgramBlocks).innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingProgramBlocks.trainingProgramId)).where(and(inArray2(trainingProgramBlocks.contentKey, phaseKeys), isNull(trainingPrograms.editedAt)));
    const links = blocks.flatMap(
      (block) => (PHASE_SESSIONS[block.contentKey] ?? []).map((key, index) => {
        const sessionId = sessionIdByKey.get(key);
        if (!sessionId) throw new Error(`Phase ${block.contentKey} names an unknown session ${key}`);
        return { trainingProgramBlockId: block.id, trainingSessionId: sessionId, position: index + 1 };
      })
    );
    if (links.length === 0) return;
    const kept = links.map((l) => `${l.trainingProgramBlockId}:${l.trainingSessionId}`);
    await tx.execute(sql4`
      delete from ${trainingProgramBlockSessions}
      where ${trainingProgramBlockSessions.trainingProgramBlockId} in (${sql4.join(
      blocks.map((b) => sql4`${b.id}::uuid`),
      sql4`, `
    )})
      and (${trainingProgramBlockSessions.trainingProgramBlockId}::text || ':' || ${trainingProgramBlockSessions.trainingSessionId}::text)
        not in (${sql4.join(
      kept.map((k) => sql4`${k}`),
      sql4`, `
    )})`);
    await tx.insert(trainingProgramBlockSessions).values(links).onConflictDoUpdate({
      target: [
        trainingProgramBlockSessions.trainingProgramBlockId,
        trainingProgramBlockSessions.trainingSessionId
      ],
      ...onlyChanged(trainingProgramBlockSessions, ["position"])
    });
  });
}

// apps/server/src/db/seed.ts
var AGE_GROUPS2 = [...AGE_GROUPS];
async function seedBaseContent(db) {
  await db.transaction(async (tx) => {
    await tx.insert(ageGroups).values(AGE_GROUPS2).onConflictDoUpdate({
      target: ageGroups.id,
      set: {
        name: sql5`excluded.name`,
        minAge: sql5`excluded.min_age`,
        maxAge: sql5`excluded.max_age`,
        sortOrder: sql5`excluded.sort_order`
      }
    });
  });
  await seedTrainingPrograms(db);
  await seedTrainingSessions(db);
}
var SEED_FORMAT = 1;
var SEED_UNIT = "base-content";
function baseContentHash() {
  const content = { SEED_FORMAT, AGE_GROUPS: AGE_GROUPS2, TRAINING_PROGRAMS, ALL_SESSIONS, PHASE_SESSIONS };
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}
async function seedBaseContentIfChanged(db) {
  const hash = baseContentHash();
  const programKeys = TRAINING_PROGRAMS.map((p) => p.key);
  const sessionKeys = ALL_SESSIONS.map((s) => s.key);
  const result = await db.execute(sql5`select
      (select content_hash from content_seed_state where unit = ${SEED_UNIT}) as hash,
      (select count(*)::int from age_groups
        where id in (${sql5.join(
    AGE_GROUPS2.map((g) => sql5`${g.id}`),
    sql5`, `
  )})) as "ageGroups",
      (select count(*)::int from training_programs
        where content_key in (${sql5.join(
    programKeys.map((k) => sql5`${k}`),
    sql5`, `
  )})) as programs,
      (select count(*)::int from training_sessions
        where content_key in (${sql5.join(
    sessionKeys.map((k) => sql5`${k}`),
    sql5`, `
  )})) as sessions`);
  const state = result.rows[0];
  if (state?.hash === hash && state.ageGroups === AGE_GROUPS2.length && state.programs === programKeys.length && state.sessions === sessionKeys.length) {
    return "unchanged";
  }
  await seedBaseContent(db);
  await db.insert(contentSeedState).values({ unit: SEED_UNIT, contentHash: hash }).onConflictDoUpdate({
    target: contentSeedState.unit,
    set: { contentHash: hash, seededAt: sql5`now()` }
  });
  return "seeded";
}

// apps/server/src/db/pglite-template.ts
var TEMPLATE_DIR = path2.join(path2.dirname(fileURLToPath2(import.meta.url)), "pglite-template");
async function openSeededPglite(dataDir) {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrate(database);
    await seedBaseContentIfChanged(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
async function writeSeededPgliteFolder(dir) {
  await (await openSeededPglite(dir)).close();
}
function copyPgliteTemplateInto(dataDir) {
  if (!existsSync(TEMPLATE_DIR)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  return true;
}

export {
  openDatabase,
  migrate,
  seedBaseContentIfChanged,
  writeSeededPgliteFolder,
  copyPgliteTemplateInto
};
//# sourceMappingURL=shared-26GRAGQD.js.map
