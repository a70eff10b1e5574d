/** A hexagon in miniature, with one wrong arrow of each kind, for {@code HexagonTest}: not part of the blog. */
package io.cosmosblog.bootstrap.hexagonfixture;
