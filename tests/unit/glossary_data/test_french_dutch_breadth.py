"""French and Dutch names as their writers write them (docs/detection.md, "Localized names"): the
Dutch words of cores, number formats and attention heads, the Dutch verb of embedding, French
"fine-tuning classique", and the names of every concept gathered by breadth. Each class has a
positive and a trap (an ordinary or other-sense use that stays quiet).

Expected mentions are marked in the text: «tensorkernen» is a mention, the guillemets are removed
before the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize("marked, concept", [
    # "kern" is the Dutch word of a core: joined, with a hyphen, capitalised at a sentence's start
    ("«Tensorkernen» zijn ontworpen voor matrixvermenigvuldiging; de «tensor-kernen» van de GPU.\n", "tensor-cores"),
    ("Door gebruik te maken van «tensorkernen» gaat de training sneller.\n", "tensor-cores"),
    # the number formats spelled out: half precision, and full precision beside it
    ("Ze verwerken inputs in «half-precisie» («FP16») en tellen op in volledige precisie (FP32).\n", "fp16"),
    ("Ze verwerken inputs in half-precisie (FP16) en tellen op in «volledige precisie» («FP32»).\n", "fp32"),
    # the attention heads and self-attention in the aandacht- compounds readers write
    ("Het model gebruikt verschillende lagen en «aandachtshoofden» om patronen te vinden.\n",
     "multi-head-attention"),
    ("«Zelfaandacht» laat elk token naar de andere tokens kijken.\n", "self-attention"),
    # the verb of embedding, with the concept's evidence (a vector) nearby
    ("Een «embedding» is een vector met een vaste dimensie, of je nu een woord of een alinea «inbedt».\n",
     "embedding"),
    # French: the whole-model fine-tuning set against LoRA
    ("Le «fine-tuning classique» d'un modèle de 70 milliards de paramètres coûte cher ; LoRA beaucoup moins.\n",
     "full-fine-tuning"),
    # Dutch: the prefill of an inference, named beside its phase
    ("Rubin CPX richt zich op de inference-fase: het «prefill»-proces verwerkt de context.\n", "prefill"),
])
def test_french_and_dutch_names_of_the_tenth_sets_classes(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # the ordinary words: a nut's kernels, attention, a video embedded in a page, full precision of a
    # quantized model's weights (BF16 there), classic fine-tuning of a violin, a web form prefilled
    ("De kernen van de noten zijn bitter.\n", "tensor-cores"),
    ("Aandacht is een schaars goed; geef de hoofden van de afdelingen aandacht.\n", "multi-head-attention"),
    ("Het inbedden van een video op je website is eenvoudig.\n", "embedding"),
    ("Les poids quantifiés en 4 bits approchent les poids en pleine précision (BF16).\n", "fp32"),
    ("Le fine-tuning classique d'un violon demande un luthier.\n", "full-fine-tuning"),
    ("Het formulier gebruikt prefill voor het adres van de klant.\n", "prefill"),
])
def test_the_ordinary_words_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)


# -- names by breadth: the translators' synonyms, calques and compounds of each family ------------------
@pytest.mark.parametrize("marked, concept", [
    # training: number formats spelled out, optimizers' and regularizers' translated names
    ("Les poids sont stockés en «virgule flottante 16 bits» pour l'inférence.\n", "fp16"),
    ("De gewichten staan in «32-bits drijvende komma».\n", "fp32"),
    ("La «quantification post-apprentissage» ne demande aucun réentraînement.\n", "post-training-quantization"),
    ("Met «post-training kwantisatie» wordt het model kleiner.\n", "post-training-quantization"),
    ("Le «rognage du gradient» évite l'explosion des gradients.\n", "gradient-clipping"),
    ("De «dropoutlaag» zet willekeurige neuronen op nul.\n", "dropout"),
    ("La «normalisation par lot» stabilise l'entraînement du réseau.\n", "batch-normalization"),
    ("De «layer-normalisatie» staat voor elke sublaag van de Transformer.\n", "layer-normalization"),
    ("Le modèle minimise la «perte par entropie croisée».\n", "cross-entropy-loss"),
    ("Met een «batchsize» van 32 en een leersnelheid van 0,001 trainen we het netwerk.\n", "batch-size"),
    # language modeling and models: attention variants, caches, positions
    ("Het model gebruikt «roterende positie-embedding» in elke laag.\n", "rotary-position-embedding"),
    ("Le «cache clé/valeur» grandit avec la longueur du contexte.\n", "kv-cache"),
    ("De «sleutel-waarde-cache» groeit met de context.\n", "kv-cache"),
    ("L'«attention parcimonieuse» ne calcule qu'une partie des scores.\n", "sparse-attention"),
    ("De «volgende-tokenvoorspelling» is het trainingsdoel van een taalmodel.\n", "causal-language-modeling"),
    # serving and decoding
    ("La «latence du premier jeton» mesure la réactivité du service.\n", "time-to-first-token"),
    ("De «tijd tot het eerste token» bepaalt hoe snel de chatbot reageert.\n", "time-to-first-token"),
    ("Met «bundelzoeken» houdt de decoder meerdere kandidaten bij.\n", "beam-search"),
    ("«Gulzig decoderen» kiest steeds het meest waarschijnlijke token.\n", "greedy-decoding"),
    # fine-tuning and parallelism
    ("Met «low-rank adaptatie» trainen we alleen kleine matrices.\n", "lora"),
    ("L'«adaptation à bas rang» n'entraîne que deux petites matrices.\n", "lora"),
    ("De «gradiënt-accumulatie» telt de gradiënten van vier microbatches op.\n", "gradient-accumulation"),
    # a language's word for a model's attention heads, and the accented French spellings of the tokenizer
    ("Le Transformer calcule plusieurs «têtes d'attention» en parallèle.\n", "multi-head-attention"),
    ("Le «tokéniseur» découpe le texte en jetons selon un vocabulaire BPE.\n", "tokenizer"),
    # the Dutch machine translations' "bemonstering" (sampling) and an MoE's gating network
    ("Met «top-p-bemonstering» kiest het model uit de kleinste set waarschijnlijke tokens.\n", "top-p-sampling"),
    ("Het «gatingnetwerk» van de MoE-laag kiest twee experts per token.\n", "moe-router"),
    ("Le «réseau de gating» de la couche MoE choisit deux experts par jeton.\n", "moe-router"),
    # hardware
    ("Les «cœurs tensoriels» du GPU accélèrent les produits matriciels.\n", "tensor-cores"),
    ("Een «tensorverwerkingseenheid» van Google traint het model.\n", "tpu"),
])
def test_french_and_dutch_names_by_breadth(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # the same words in other trades: nuclear fusion, a factory's batches, a helpdesk's templates, a
    # medical weight loss, an encoder's position, a printer's batch, a phone's memory
    ("La fusion des noyaux atomiques libère de l'énergie dans le Soleil.\n", "kernel-fusion"),
    ("La normalisation des lots de production est exigée par le service qualité.\n", "batch-normalization"),
    ("Le support client répond avec un template de conversation et un gabarit de chat.\n", "chat-template"),
    ("Le patient présente une décroissance pondérale importante.\n", "weight-decay"),
    ("De absolute positiecodering van de encoder is nauwkeurig.\n", "positional-encoding"),
    ("De batchsize van de printopdracht is 50.\n", "batch-size"),
    ("La mémoire à large bande passante du téléphone est rapide.\n", "hbm"),
    ("De schaarse aandacht van de consument is het doel van elke reclame.\n", "sparse-attention"),
    ("Elastisch trainen met weerstandsbanden is goed voor je spieren.\n", "elastic-training"),
    ("La tokénisation des cartes bancaires remplace le numéro par un jeton.\n", "tokenizer"),
    ("De bemonstering van het grondwater gebeurt elk kwartaal.\n", "top-p-sampling"),
    ("Le réglage de prompt du formulaire change la question affichée.\n", "prompt-tuning"),
])
def test_ordinary_words_near_the_new_names_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)


# -- the French classes of the retired eleventh set ------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    # a batch size in an inference paper, with the mixture of experts it is measured on
    ("Le décodage spéculatif accélère les modèles de mélange d'experts sous des «tailles de lot» modérées.\n",
     "batch-size"),
    ("Pour une «taille de batch» de 64, la mémoire GPU suffit à peine.\n", "batch-size"),
    # the participle that heads a name agrees with its noun
    ("Les couches FFN deviennent «limitées par la mémoire» en raison de la faible «intensité arithmétique».\n",
     "memory-bound-vs-compute-bound"),
    # the English words French lessons keep in the name of BPE
    ("Construire un «encodeur byte-pair» et entraîner un vocabulaire de sous-mots.\n", "byte-pair-encoding"),
    # the adjective alone, beside the attention it qualifies
    ("Câbler l'auto-attention pour un token, puis passer à «multi-tête» et tracer les poids par tête.\n",
     "multi-head-attention"),
    # the KL term of an RLHF objective, beside its reward
    ("Le coefficient contrôle le compromis entre la maximisation de la récompense et la régularisation «KL».\n", "kl-divergence"),
])
def test_french_classes_of_the_eleventh_set(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a plot of land, a lottery's prize, a factory's batches; an embroidery machine's heads; a budget
    # limited by the memory of a committee; Kuala Lumpur
    ("La taille du lot est de 500 m2 pour ce terrain à bâtir.\n", "batch-size"),
    ("Le gagnant du gros lot a reçu la taille des lots de la tombola.\n", "batch-size"),
    ("Cette brodeuse multi-têtes brode douze casquettes à la fois.\n", "multi-head-attention"),
    ("Les débats restent limités par la mémoire des anciens du comité.\n", "memory-bound-vs-compute-bound"),
    ("Le vol pour KL part à 10 h ; une récompense attend les voyageurs fidèles.\n", "kl-divergence"),
])
def test_the_eleventh_sets_words_in_other_trades_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)


# -- names by breadth, second pass ------------------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("vLLM fait du «traitement continu par lots» des requêtes d'inférence.\n", "continuous-batching"),
    ("La «génération spéculative» propose des jetons qu'un grand modèle vérifie en un seul décodage.\n",
     "speculative-decoding"),
    ("La «recherche gloutonne» choisit à chaque pas le jeton le plus probable ; la recherche en faisceau en "
     "garde plusieurs.\n", "greedy-decoding"),
    ("La «décroissance des pondérations» pénalise les grands poids pendant l'entraînement.\n", "weight-decay"),
    ("La «normalisation par la moyenne quadratique» remplace LayerNorm dans Llama.\n", "rmsnorm"),
    ("Avec «LoRA quantifié», on affine un modèle de 65B sur un seul GPU.\n", "qlora"),
    ("L'«optimiseur à redondance nulle» partitionne les états de l'optimiseur entre les GPU.\n", "zero"),
    ("Le «checkpointing du gradient» réduit la mémoire des activations.\n", "activation-checkpointing"),
    ("Llama utilise des «plongements positionnels rotatifs».\n", "rotary-position-embedding"),
    ("Le «prefill fractionné» découpe les longs prompts en morceaux.\n", "chunked-prefill"),
    ("Le «chevauchement calcul-communication» cache le coût de l'all-reduce.\n", "communication-computation-overlap"),
    ("DeepSeek utilise l'«attention latente multi-tête».\n", "multi-head-latent-attention"),
    # a local runner beside the verb, a hosted API beside its prompt caching
    ("Installez LM Studio, puis évitez les variantes fortement «quantifiées» du modèle.\n", "quantization"),
    ("Pas de service_tier pour OpenAI, ni d'indications de «cache de prompts».\n", "prefix-caching"),
    ("Un modèle «quantizé» en 4 bits tient sur un GPU grâce au format GGUF.\n", "quantization"),
    ("Le texte est «tokenizé» avec le vocabulaire BPE du modèle de langage.\n", "tokenizer"),
])
def test_french_names_by_breadth_second_pass(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a bakery's batches, a job search, satellites' beams, a thermodynamic entropy, a company's losses,
    # property speculation, residual risks, an alcohol still, a GPS position, a converter's signals
    ("Le traitement continu par lots des commandes de la boulangerie.\n", "continuous-batching"),
    ("La recherche gloutonne d'un emploi ne mène à rien.\n", "greedy-decoding"),
    ("La recherche à faisceaux lumineux des satellites.\n", "beam-search"),
    ("L'entropie relative d'un gaz parfait en thermodynamique.\n", "kl-divergence"),
    ("Une mise à l'échelle des pertes financières de l'entreprise.\n", "loss-scaling"),
    ("La génération spéculative de profits immobiliers inquiète.\n", "speculative-decoding"),
    ("Les risques résiduels et les déchets résiduels de la centrale.\n", "residual-connection"),
    ("La distillation maître-élève de l'alcool à la distillerie.\n", "knowledge-distillation"),
    ("Le codage de position du GPS est précis au mètre.\n", "positional-encoding"),
    ("Les signaux quantisés du convertisseur analogique.\n", "quantization"),
    ("La pondération des notes du bac et le poids des matières.\n", "weight-decay"),
    ("Le cache de prompts de notre application web garde les questions.\n", "prefix-caching"),
])
def test_ordinary_phrases_near_the_second_pass_names_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)


# -- names by breadth of the parallelism, hardware, collectives, training-method, serving, networking and
# seed concepts, from terminology: translators' synonyms, calques, Dutch compounds joined and hyphenated ------
@pytest.mark.parametrize("marked, concept", [
    ("De «lokale rank» bepaalt welke GPU een proces gebruikt; torchrun zet «world_size» voor elk proces.\n",
     "rank-and-world-size"),
    ("Le «maillage de dispositifs» décrit la disposition des GPU en deux dimensions.\n", "device-mesh"),
    ("Pipelineparallellisme gebruikt «punt-tot-puntcommunicatie» tussen de fasen.\n", "point-to-point-communication"),
    ("Le «chevauchement du calcul et de la communication» cache le coût de l'all-reduce.\n",
     "communication-computation-overlap"),
    ("De «overlap van berekening en communicatie» verbergt de kosten van de all-reduce.\n",
     "communication-computation-overlap"),
    ("Megatron utilise le «recalcul sélectif» pour les activations de l'attention.\n",
     "selective-activation-recomputation"),
    ("Le «checkpointing sélectif» ne garde que les activations coûteuses à recalculer.\n",
     "selective-activation-recomputation"),
    ("Megatron gebruikt «selectieve herberekening» van de activaties van de attention.\n",
     "selective-activation-recomputation"),
    ("Chaque rang écrit sa part d'un «checkpoint partitionné».\n", "distributed-checkpointing"),
    ("Elke rank schrijft zijn deel van een «gedistribueerd checkpoint» weg.\n", "distributed-checkpointing"),
    ("«Gedistribueerde checkpointing» schrijft de shards parallel weg.\n", "distributed-checkpointing"),
    ("La «SGD locale» fait plusieurs pas sur chaque nœud avant de moyenner les modèles.\n", "local-sgd"),
    ("Het «zero-bubble-pijplijn»-schema vult de bubbels met backward-stappen.\n", "zero-bubble-pipeline"),
    ("De «tokenroutering» van de MoE-laag stuurt elk token naar twee experts.\n", "moe-router"),
    ("La «perte d'équilibrage» pousse le routeur à répartir les jetons entre les experts.\n", "load-balancing-loss"),
    ("Het «hulpverlies» dwingt de router om de tokens over de experts te verdelen.\n", "load-balancing-loss"),
    ("De «expertcapaciteit» begrenst hoeveel tokens een expert in de MoE-laag verwerkt.\n", "expert-capacity-factor"),
    ("Un «kernel fusionné» évite d'écrire les résultats intermédiaires en mémoire.\n", "kernel-fusion"),
    ("Een «gefuseerde kernel» schrijft geen tussenresultaten naar het geheugen.\n", "kernel-fusion"),
    ("Een «CUDA-graaf» legt de kernels van een decodeerstap één keer vast.\n", "cuda-graphs"),
    ("De «model-FLOPs-utilisatie» van deze training is 40 procent.\n", "model-flops-utilization"),
    ("De «reduce-bewerking» brengt de tensoren samen op rank 0.\n", "reduce"),
    ("De «gather-bewerking» verzamelt de tensoren op rank 0.\n", "gather"),
    ("De «scatter-bewerking» verdeelt een lijst tensoren over de ranks.\n", "scatter"),
    ("L'«offloading des activations» vers le CPU libère de la mémoire GPU.\n", "activation-offloading"),
    ("De «relatieve entropie» tussen het beleid en het referentiemodel is de «KL»-straf van PPO en DPO.\n",
     "kl-divergence"),
    ("PPO entraîne un «réseau de valeur» qui estime les avantages de la politique.\n", "value-model"),
    ("PPO traint een «waardenetwerk» dat het voordeel van de policy schat.\n", "value-model"),
    ("We «voortrainen» het taalmodel eerst op een groot corpus van webtekst.\n", "pre-training"),
    ("Na de pretraining volgt de «natraining» met SFT en DPO op voorkeuren.\n", "post-training"),
    ("Les «lois de scaling» relient la perte à la taille du modèle et des données.\n", "scaling-laws"),
    ("De «schalingswetten» verbinden het verlies met de grootte van het model.\n", "scaling-laws"),
    ("Een «gepagede optimizer» verplaatst de optimizerstates naar het CPU-geheugen.\n", "paged-optimizers"),
    ("Le «saut de la synchronisation des gradients» accélère l'accumulation de gradients.\n", "gradient-sync-skipping"),
    ("Met «no_sync» kun je «gradiëntsynchronisatie overslaan» tijdens gradiëntaccumulatie.\n",
     "gradient-sync-skipping"),
    ("Le «merging de modèles» combine les poids de plusieurs fine-tunings.\n", "model-merging"),
    ("«Modelfusie» combineert de gewichten van meerdere gefinetunede modellen.\n", "model-merging"),
    ("vLLM hergebruikt de «prefixcache» voor prompts met dezelfde systeemprompt en KV-cache.\n", "prefix-caching"),
    ("Met «opgesplitste prefill» verwerkt vLLM lange prompts in stukken naast het decoderen.\n", "chunked-prefill"),
    ("Bij «prefill-decode-disaggregatie» draaien de twee fasen op aparte GPU's.\n", "disaggregated-serving"),
    ("Le «temps entre jetons» mesure la vitesse du décodage.\n", "time-per-output-token"),
    ("La «latence inter-tokens» dépend de la taille du lot.\n", "time-per-output-token"),
    ("De «inter-tokenlatentie» hangt af van de batchgrootte.\n", "time-per-output-token"),
    ("De «tijd tussen tokens» bepaalt hoe vloeiend de tekst verschijnt.\n", "time-per-output-token"),
    ("L'«inférence multi-LoRA» sert plusieurs adaptateurs sur un seul modèle de base.\n", "multi-lora-serving"),
    ("«Gretig decoderen» kiest steeds het meest waarschijnlijke token.\n", "greedy-decoding"),
    ("Bij «gulzig zoeken» kiest de decoder steeds het meest waarschijnlijke token; beam search houdt er meer bij.\n",
     "greedy-decoding"),
    ("La «pénalité de fréquence» réduit la probabilité des jetons déjà générés.\n", "repetition-penalty"),
    ("De «frequentiestraf» verlaagt de kans op tokens die al vaak voorkwamen.\n", "repetition-penalty"),
    ("DeepSeek-V2 gebruikt «multi-head latente attentie» om de KV-cache te verkleinen.\n",
     "multi-head-latent-attention"),
    ("Met «RoPE-scaling» rekt het model zijn contextvenster op.\n", "rope-scaling"),
    ("Het «serviceniveaudoel» voor de eerste token is 200 ms.\n", "service-level-objective"),
    ("Het decoderen is «geheugenbegrensd», de prefill «rekenbegrensd».\n", "memory-bound-vs-compute-bound"),
    ("De «rekenkundige intensiteit» van de decodeerstap is laag.\n", "memory-bound-vs-compute-bound"),
    ("L'«attention en arbre» vérifie plusieurs branches de jetons en une passe.\n", "tree-attention"),
    ("«Boomaandacht» verifieert meerdere takken van tokens in één keer.\n", "tree-attention"),
    ("DDP regroupe les gradients dans des «buckets de gradients» avant l'all-reduce.\n", "gradient-bucketing"),
    ("DDP gebruikt «gradiëntbucketing» om de all-reduce te laten overlappen.\n", "gradient-bucketing"),
    ("Le «fine-tuning discriminatif» donne à chaque couche son propre taux d'apprentissage.\n",
     "layer-wise-learning-rate-decay"),
    ("Met «laagsgewijs leersnelheidsverval» krijgen de onderste lagen een kleinere leersnelheid.\n",
     "layer-wise-learning-rate-decay"),
    ("L'«ajout de bruit aux gradients» aide les réseaux profonds à converger.\n", "gradient-noise-injection"),
    ("L'«apprentissage machine distribué» répartit les calculs sur plusieurs machines.\n",
     "distributed-machine-learning"),
    ("«Gedistribueerd machinaal leren» verdeelt het werk over meerdere machines.\n", "distributed-machine-learning"),
    ("La «SGD distribuée» moyenne les gradients de plusieurs workers.\n", "distributed-gradient-descent"),
    ("«Gedistribueerde SGD» middelt de gradiënten van meerdere workers.\n", "distributed-gradient-descent"),
    ("La «SGD synchrone» attend tous les workers à chaque pas.\n", "synchronous-training"),
    ("«Asynchrone SGD» wacht niet op trage workers.\n", "asynchronous-training"),
    ("Le «deep learning distribué» entraîne un réseau sur plusieurs GPU.\n", "distributed-deep-learning"),
    ("«Gedistribueerde deep learning» traint een netwerk op meerdere GPU's.\n", "distributed-deep-learning"),
    ("Le «partitionnement des états d'optimiseur» réduit la mémoire par GPU.\n", "optimizer-state-sharding"),
    ("Le «sharding des états de l'optimiseur» réduit la mémoire par GPU.\n", "optimizer-state-sharding"),
    ("Le «point de contrôle du gradient» réduit la mémoire pendant l'entraînement.\n", "activation-checkpointing"),
    ("Met «gradiënt-checkpointing» besparen we geheugen tijdens de training.\n", "activation-checkpointing"),
    ("La «mémoire à bande passante élevée» du GPU alimente les Tensor Cores.\n", "hbm"),
    ("La «mise en cache du préfixe» accélère l'inférence de vLLM.\n", "prefix-caching"),
    ("Le «décodage greedy» choisit le jeton le plus probable.\n", "greedy-decoding"),
    ("De «herhalingsboete» voorkomt herhaling in de gegenereerde tekst.\n", "repetition-penalty"),
    ("Le «préremplissage par morceaux» découpe les longs prompts.\n", "chunked-prefill"),
    ("La «désagrégation prefill/décodage» sépare les deux phases.\n", "disaggregated-serving"),
    ("«Parameter-efficiënt fine-tunen» verlaagt de kosten.\n", "peft"),
    ("La «couche d'adaptateur» est entraînée, le modèle de base reste figé comme avec LoRA.\n", "adapters"),
    ("De «adapter-laag» wordt getraind terwijl het basismodel bevroren blijft, zoals bij LoRA.\n", "adapters"),
    ("L'«attention flash» réduit les accès à la mémoire HBM.\n", "flash-attention"),
    ("De «gedistribueerde gradiëntdaling» middelt de gradiënten.\n", "distributed-gradient-descent"),
    ("Pipelineparallellisme gebruikt «punt-tot-punt-communicatie» tussen de fasen.\n", "point-to-point-communication"),
    ("De «inter-token-latentie» hangt af van de batchgrootte.\n", "time-per-output-token"),
    ("De «token-routering» van de MoE-laag stuurt elk token naar twee experts.\n", "moe-router"),
    ("De «geheugenbegrensde» decodeerstap en de «rekenbegrensde» prefill.\n", "memory-bound-vs-compute-bound"),
    ("Le «bucket de gradients» est envoyé dès qu'il est plein, pendant la rétropropagation.\n", "gradient-bucketing"),
    ("Le «parallélisme pipeline» découpe le modèle en étapes sur plusieurs GPU.\n", "pipeline-parallelism"),
    ("Le «parallélisme expert» place les experts sur des GPU différents.\n", "expert-parallelism"),
    ("La «rematérialisation» des activations réduit la mémoire.\n", "activation-checkpointing"),
    ("De «activatieherberekening» bespaart geheugen.\n", "activation-checkpointing"),
    ("La «compression profonde des gradients» («DGC») réduit la communication.\n", "deep-gradient-compression"),
    ("De «diepe gradiëntcompressie» verkleint de communicatie.\n", "deep-gradient-compression"),
    ("Het «offloaden» van de optimizerstates naar het CPU-geheugen spaart VRAM.\n", "offloading"),
    ("Les «adaptateurs» sont de petites couches insérées dans un transformeur pré-entraîné.\n", "adapters"),
    ("De «capaciteitsfactor» begrenst het aantal tokens per expert.\n", "expert-capacity-factor"),
    ("Le «facteur de capacité» limite le nombre de jetons par expert.\n", "expert-capacity-factor"),
])
def test_french_and_dutch_names_of_the_distributed_and_serving_families(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a tax office's and a benefit's recalculation, a payment terminal's routing, a wheel's balancing, a relief
    # agency's loss, a ministry's experts, thermodynamics, a company's value network, a team's training before
    # and after the match, a DNS server's cache, a hungry search, a vine's tendril, a mountain pass's control
    # point, a plug's adapter, a central bank's cash, a bronze cast, a poem's parallelism, biology's scaling laws, a
    # harbour's containers, a wind turbine, a car maker's models, travel adapters
    ("Le recalcul sélectif des impôts a été demandé par le contribuable.\n", "selective-activation-recomputation"),
    ("De selectieve herberekening van de toeslagen volgt in maart.\n", "selective-activation-recomputation"),
    ("De tokenroutering van de betaalterminal gaat via de bank.\n", "moe-router"),
    ("La perte d'équilibrage des roues provoque des vibrations.\n", "load-balancing-loss"),
    ("Het hulpverlies van de organisatie was groot na de storm.\n", "load-balancing-loss"),
    ("De expertcapaciteit van het ministerie is beperkt.\n", "expert-capacity-factor"),
    ("De relatieve entropie van een ideaal gas in de thermodynamica.\n", "kl-divergence"),
    ("Le réseau de valeur de l'entreprise relie fournisseurs et clients.\n", "value-model"),
    ("Het waardenetwerk van de onderneming verbindt leveranciers en klanten.\n", "value-model"),
    ("De trainer laat de spelers voortrainen op het B-veld.\n", "pre-training"),
    ("De natraining van de keepers is op dinsdag.\n", "post-training"),
    ("De prefixcache van de DNS-server bewaart routes.\n", "prefix-caching"),
    ("Gulzig zoeken naar snoep in de kast.\n", "greedy-decoding"),
    ("De lokale rank van de wijnstok groeit snel.\n", "rank-and-world-size"),
    ("Le point de contrôle du col est fermé cet hiver.\n", "activation-checkpointing"),
    ("La couche d'adaptateur de la prise électrique est en plastique.\n", "adapters"),
    ("De adapter-laag van de stekker is van plastic.\n", "adapters"),
    ("De token-routering van de betaalterminal gaat via de bank.\n", "moe-router"),
    ("La rematérialisation de l'argent liquide par la banque centrale.\n", "activation-checkpointing"),
    ("De rematerialisatie van het kunstwerk in brons.\n", "activation-checkpointing"),
    ("Le parallélisme expert de ce poème frappe le lecteur.\n", "expert-parallelism"),
    ("De schalingswetten van de biologie verbinden lichaamsgewicht en stofwisseling.\n", "scaling-laws"),
    ("Het offloaden van containers in de haven duurt een dag.\n", "offloading"),
    ("De capaciteitsfactor van de windturbine is 35 procent.\n", "expert-capacity-factor"),
    ("De fabrikant wil twee modellen samenvoegen tot één nieuwe auto.\n", "model-merging"),
    ("Les adaptateurs de voyage sont vendus à l'aéroport.\n", "adapters"),
])
def test_the_same_words_outside_ml_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)
