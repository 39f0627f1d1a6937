"""French and Dutch names of a GPU's fused kernels, a residual connection and a barrier of processes, as
their writers write them: the French "noyau" of a kernel, the Dutch "connectie" and "rest-" of a residual
connection, and "barrière" alone where the processes that wait at it are named; and the words that say
where offloading and sharding put a model's state (to the CPU, over several GPUs); the optimizer's
words beside momentum, the French plural of the 8-bit optimizers, and attention's French and Dutch
names of multiple queries and a sliding window; the Dutch "tokenvenster" and the French "limite
contextuelle" of a context window, and a float's Dutch "drijvendekommaformaat". Each class has a positive and a
trap (an ordinary use that stays quiet).

Expected mentions are marked in the text: «fusion de noyaux» is a mention, the guillemets are removed
before the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize("marked, concept", [
    ("La «fusion de noyaux» réduit les accès à la mémoire du GPU.\n", "kernel-fusion"),
    ("Les «noyaux fusionnés» réduisent les accès à la mémoire du GPU.\n", "kernel-fusion"),
    ("«Residuele connecties» en «restverbindingen» helpen de gradiënt door diepe netwerken.\n",
     "residual-connection"),
    ("Chaque processus appelle une «barrière» avant de sauvegarder le modèle.\n", "barrier"),
    ("Elk proces wacht bij een «barrière» tot alle processen klaar zijn.\n", "barrier"),
    ("Le «déchargement» des poids du modèle vers le CPU libère de la place.\n", "offloading"),
    ("Het «offloaden» van de modelgewichten naar de CPU scheelt ruimte.\n", "offloading"),
    ("Le «sharding» des paramètres sur plusieurs GPU réduit la mémoire.\n", "sharding"),
    ("De «sharding» van de parameters over meerdere GPU's.\n", "sharding"),
    ("Le «momentum» accélère la descente de gradient.\n", "momentum"),
    ("«Momentum» versnelt de gradiëntafdaling.\n", "momentum"),
    ("Les «optimiseurs 8 bits» réduisent la mémoire des états.\n", "eight-bit-optimizers"),
    ("L'«attention à requêtes multiples» partage les clés et les valeurs.\n", "multi-query-attention"),
    ("«Aandacht met een schuivend venster» en «schuifvensteraandacht» beperken de context.\n",
     "sliding-window-attention"),
    # a Dutch compound of the English "token window", written with a non-breaking hyphen too (U+2011),
    # and the French adjective of a context's limit
    ("`context_size=8192` vergroot het «token\u2011venster» van het «tokenvenster» van 2048 tokens.\n",
     "context-window"),
    ("Apprendre à gérer les «limites contextuelles» d'un LLM.\n", "context-window"),
    ("Gewichten in «32-bits drijvendekommaformaat».\n", "fp32"),
], ids=["fusion-de-noyaux", "noyaux-fusionnes", "connecties", "barriere-fr", "barriere-nl", "dechargement",
        "offloaden", "sharding-fr", "sharding-nl", "momentum-fr", "momentum-nl", "optimiseurs-8-bits",
        "requetes-multiples", "schuivend-venster", "token-venster", "limites-contextuelles",
        "drijvendekommaformaat"])
def test_french_and_dutch_systems_names(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("Le noyau de Linux gère la mémoire ; les noyaux de pêche se jettent.\n", "kernel-fusion"),
    # a cell's and an atom's nucleus: "noyau" names a GPU kernel only beside the GPU's words
    ("Les cellules aux noyaux fusionnés se divisent ; la fusion des noyaux libère de l'énergie.\n",
     "kernel-fusion"),
    ("Une barrière de police bloque la rue ; la barrière de la langue freine l'adoption.\n", "barrier"),
    ("De barrière van de parkeergarage gaat open als de auto nadert.\n", "barrier"),
    ("Le déchargement des marchandises au port prend une heure.\n", "offloading"),
    ("Le partitionnement du disque dur se fait avant l'installation.\n", "sharding"),
    ("Le momentum de l'équipe a fait gagner le match.\n", "momentum"),
    ("Het momentum van de campagne groeit.\n", "momentum"),
    ("Het venster bij de tokenautomaat staat open; een token en een venster.\n", "context-window"),
], ids=["noyau", "nuclei", "barriere-fr", "barriere-nl", "dechargement", "partitionnement", "momentum-fr",
        "momentum-nl", "venster"])
def test_the_ordinary_words_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)
