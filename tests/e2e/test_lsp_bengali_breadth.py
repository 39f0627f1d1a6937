"""Bengali names as Bengali writers write them, through the real server: the calques of the
textbooks and of Bengali Wikipedia made by the synonym families ("শিখন হার", "ব্যাচের সাধারণকরণ"),
a spelling with an everyday member that counts only beside the words of its sense ("শিক্ষার হার",
also the literacy rate), and the physical temperature a text on softmax compares the sampling one to
(docs/detection.md, "Bengali translations of a name"). The style of test_lsp_lecture_notes.py."""

import pytest

from support.lsp_session import hover_title as title

# The tests here only read (each opens documents of its own): they share one server per client.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def session(shared_session):
    return shared_session


async def test_the_calques_of_learning_and_normalization(session):
    wiki = "# শিখন হার\n\nমেশিন লার্নিংয়ে শি‸খন হার একটি টিউনিং প্যারামিটার।\n"
    assert title(await session.hover_text("lr.md", "markdown", wiki)) == "learning rate"
    norm = "তদুপরি, ব্যাচের সাধা‸রণকরণ নেটওয়ার্ককে স্থিতিশীল করে।\n"
    assert title(await session.hover_text("bn.md", "markdown", norm)) == "batch normalization"


async def test_an_everyday_member_counts_beside_the_words_of_its_sense(session):
    training = "নেটওয়ার্কটি গ্রেডিয়েন্ট বিস্ফোরিত না করে উচ্চতর শিক্ষা‸র হার ব্যবহার করতে পারে।\n"
    assert title(await session.hover_text("adadelta.md", "markdown", training)) == "learning rate"
    literacy = "দেশে শিক্ষা‸র হার বেড়ে ৭৫ শতাংশ হয়েছে।\n"
    assert await session.hover_text("literacy.md", "markdown", literacy) is None


async def test_a_physical_temperature_beside_softmax(session):
    physics = ("সফটম্যাক্স ফাংশন বোল্টজম্যান বিতরণের মতো, থার্মোডাইনামিক্সের একটি নির্দিষ্ট তাপমা‸ত্রায়"
               " কণার সম্ভাব্যতা বন্টন।\n")
    assert await session.hover_text("boltzmann.md", "markdown", physics) is None
    sampling = "সফটম্যাক্সের আগে লজিটকে তাপমা‸ত্রা দিয়ে ভাগ করা হয়।\n"
    assert title(await session.hover_text("sampling.md", "markdown", sampling)) == "temperature sampling"


async def test_a_context_phrase_in_its_loanword_and_the_english_plural(session):
    training = "এক্সপেরিমেন্টিং উইথ ডিফারেন্ট ব্যাচ সা‸ইজেস ইন এআই মডেলস\nব্যাচ সাইজ মডেল ট্রেনিংয়ের গতি বদলায়।\n"
    assert title(await session.hover_text("batch.md", "markdown", training)) == "batch size"
    coaching = "আমাদের কোচিংয়ে ব্যাচ সা‸ইজ ২০ জন, ট্রেনিং সেন্টারে ক্লাস সকালে।\n"
    assert await session.hover_text("coaching.md", "markdown", coaching) is None


async def test_context_caching_and_a_gpu_product(session):
    caching = "Gemini API প্রসঙ্গ ক্যা‸শিং বৈশিষ্ট্য ব্যবহার করে ইনপুট টোকেন একবার পাঠানো যায়।\n"
    assert title(await session.hover_text("caching.md", "markdown", caching)) == "prefix caching"
    product = "NVIDIA A100 Tensor Co‸re GPU-তে ট্রেইন করা এই মডেলটি একটি ট্রান্সফরমার।\n"
    assert await session.hover_text("julygpt.md", "markdown", product) is None


async def test_names_of_the_distributed_and_serving_families_and_a_power_plant(session):
    mfu = "# থ্রুপুট\n\nএই ট্রেনিংয়ের এমএফ‸ইউ ৪০ শতাংশ।\n"
    assert title(await session.hover_text("mfu.md", "markdown", mfu)) == "model flops utilization"
    synchronous = "# প্রশিক্ষণ\n\nসিঙ্ক্রো‸নাস ট্রেনিং সব ওয়ার্কারের জন্য অপেক্ষা করে।\n"
    assert title(await session.hover_text("sync.md", "markdown", synchronous)) == "synchronous training"
    moe = "# এমওই\n\nএমওই মডেলে ক্যাপাসিটি ফ্যাক্‸টর ঠিক করে একটি এক্সপার্ট কত টোকেন নেবে।\n"
    assert title(await session.hover_text("moe.md", "markdown", moe)) == "expert capacity factor"
    plant = "# বিদ্যুৎ\n\nবিদ্যুৎকেন্দ্রের ক্যাপাসিটি ফ্যাক্‸টর এ বছর কমেছে।\n"
    assert await session.hover_text("plant.md", "markdown", plant) is None
