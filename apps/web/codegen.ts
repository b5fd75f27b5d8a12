import type { CodegenConfig } from '@graphql-codegen/cli';

/** The site's typed GraphQL client, generated from the API's committed schema. */
const config: CodegenConfig = {
  schema: '../api/schema.gql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { UUID: 'string', DateTime: 'string' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
