"""The words French MPI courses name the collectives by ("diffusion", "distribution", "regroupement",
"réduction", "transposition globale") and a process's "rang", beside an MPI communicator; each with
the everyday or other-ML sense that stays quiet (docs/evaluation.md, "The thirteenth set").

Expected mentions are marked in the text: «diffusion» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize("marked, concept", [
    ("Pour envoyer les mêmes informations à tous les processus d'un même communicateur, on utilise une "
     "méthode effectuant une «diffusion» depuis le processus racine.\n", "broadcast"),
    ("Pour envoyer une portion des données à chaque processus d'un même communicateur, on utilise une "
     "méthode effectuant une «distribution».\n", "scatter"),
    ("Pour récupérer plusieurs portions de données dans un seul processus d'un communicateur, on utilise "
     "une méthode effectuant un «regroupement».\n", "gather"),
    ("Voici un exemple de «réduction» effectuant une somme sur le processus racine, avec mpi4py.\n", "reduce"),
    ("«Réduction et diffusion» avec «allreduce» : chaque processus reçoit la somme.\n", "all-reduce"),
    ("«Regroupement à tous» avec «allgather» : chaque processus reçoit toutes les portions.\n", "all-gather"),
    ("«Transposition globale» avec «alltoall» : chaque processus envoie une portion à chacun des autres.\n",
     "all-to-all"),
    ("- dest : «rang» du processus recevant des données dans le communicateur.\n", "rank-and-world-size"),
])
def test_a_french_mpi_courses_words(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a diffusion model, a probability distribution, a dimensionality reduction, a grouping of data
    ("Les modèles de diffusion apprennent à inverser un processus de diffusion qui ajoute du bruit ; "
     "chaque processus tourne sur un GPU.\n", "broadcast"),
    ("La distribution de probabilité des tokens suivants est calculée par chaque processus.\n", "scatter"),
    ("La réduction de dimension par ACP précède l'apprentissage ; voici quelques opérations de réduction.\n",
     "reduce"),
    ("Le regroupement des clients par segments se fait avec k-moyennes.\n", "gather"),
    ("Le lycée se classe au premier rang du palmarès régional.\n", "rank-and-world-size"),
])
def test_their_other_senses_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)
