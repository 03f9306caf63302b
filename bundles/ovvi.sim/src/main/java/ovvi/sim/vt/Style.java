package ovvi.sim.vt;

/**
 * Cell attributes. Colours: -1 default, 0..255 palette, 0x1000000|rgb true colour.
 */
public record Style(int fg, int bg, int flags) {

    public static final int BOLD = 1, DIM = 2, ITALIC = 4, UNDERLINE = 8, BLINK = 16, INVERSE = 32,
            HIDDEN = 64, STRIKE = 128;
    public static final Style PLAIN = new Style(-1, -1, 0);

    Style withFg(int c) {
        return new Style(c, bg, flags);
    }

    Style withBg(int c) {
        return new Style(fg, c, flags);
    }

    Style with(int flag, boolean on) {
        return new Style(fg, bg, on ? flags | flag : flags & ~flag);
    }

    /** The SGR sequence that sets exactly this style from a reset state. */
    public String sgr() {
        StringBuilder s = new StringBuilder("\u001b[0");
        int[] codes = {1, 2, 3, 4, 5, 7, 8, 9};
        for (int i = 0; i < codes.length; i++) {
            if ((flags & (1 << i)) != 0) {
                s.append(';').append(codes[i]);
            }
        }
        colour(s, fg, 30, 90, 38);
        colour(s, bg, 40, 100, 48);
        return s.append('m').toString();
    }

    private static void colour(StringBuilder s, int c, int base, int bright, int extended) {
        if (c < 0) {
            return;
        }
        if (c >= 0x1000000) {
            s.append(';').append(extended).append(";2;").append((c >> 16) & 255).append(';')
                    .append((c >> 8) & 255).append(';').append(c & 255);
        } else if (c < 8) {
            s.append(';').append(base + c);
        } else if (c < 16) {
            s.append(';').append(bright + c - 8);
        } else {
            s.append(';').append(extended).append(";5;").append(c);
        }
    }
}
