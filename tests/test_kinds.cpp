// Every registered kind against the KindApi contract (filled in by the next commit).
#include <doctest/doctest.h>
