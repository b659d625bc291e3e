import config from './astro.config.mjs';
const r = await config.markdown.processor.createRenderer({ syntaxHighlight: 'prism' });
const md = `[click](javascript:alert(1))\n\n<a href="javascript:x">raw</a>\n\nSome text <a href="java&#x09;script:y">click</a> more <a href='/ok'>ok</a>.\n\n<svg><a xlink:href="javascript:z" href="javascript:q"><text>x</text></a></svg>\n\n<form action="javascript:a"><button formaction=javascript:b>Go</button></form>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Heading here\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n`;
console.log((await r.render(md)).code);
const m = await config.markdown.processor.createMdxRenderer({ syntaxHighlight: 'prism' }, { optimize: false });
const out = await m.process(`[one](javascript:alert(1))\n\n<a href="JavaScript:alert(2)">two</a>\n\n<img src=" data:text/html,x" alt="" />\n\n<a href="https://example.com" title="javascript:kept">four</a>\n\n| a |\n|---|\n| 1 |\n`, '/tmp/x.mdx', {});
console.log(Object.keys(out)); console.log(out.code ?? out);
